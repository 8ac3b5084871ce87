import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { dashboardRoutes } from '../stories/fixtures';
import { DashboardScreen, type ConsolePaths } from './dashboard-screen';

const paths = Object.fromEntries(
  ['recharges', 'withdrawals', 'orders', 'refunds', 'chat', 'users', 'applications', 'settings', 'auditLog', 'login']
    .concat(['operators', 'settlement', 'ledger', 'shops', 'categories', 'products', 'account', 'content'])
    .map((name) => [name, `/${name}`]),
) as unknown as ConsolePaths;

const meta = {
  title: 'Features/Console/Dashboard',
  component: DashboardScreen,
  args: { paths },
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/', routes: dashboardRoutes() } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartsShown = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  // Each chart is a figure named by its caption, its drawing an image of the same name.
  await waitFor(() => expect(canvas.getByRole('img', { name: 'Sales and paid orders per day' })).toBeVisible());
  for (const name of ['Orders by status', 'Top products by sales', 'Top shops by sales']) {
    await expect(canvas.getByRole('figure', { name })).toBeVisible();
  }
  return canvas;
};

/** An admin at 390 px: today's numbers, then the charts one under another, the wallet queues' money last. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chartsShown(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Money waiting for audit' })).toBeVisible();
    // Nothing wider than the phone: no sideways scroll.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** At a desk: the charts two by two. */
export const AdminDesk: Story = {
  globals: { viewport: { value: 'desk1280' } },
  play: async ({ canvasElement }) => {
    await chartsShown(canvasElement);
  },
};

/** "Table view" swaps a chart for a table of the same numbers. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chartsShown(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Top shops by sales' });
    await userEvent.click(within(figure).getByRole('button', { name: 'Table view' }));
    const table = within(figure).getByRole('table', { name: 'Top shops by sales' });
    await expect(within(table).getByRole('rowheader', { name: 'Tech Corner' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$2,641.20' })).toBeVisible();
    await expect(within(figure).getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A merchant: its own shop's numbers, no wallet queues. */
export const Merchant: Story = {
  parameters: { consoleRole: 'merchant', feature: { routes: dashboardRoutes(true) } },
  play: async ({ canvasElement }) => {
    const canvas = await chartsShown(canvasElement);
    await expect(canvas.queryByRole('figure', { name: 'Money waiting for audit' })).toBeNull();
  },
};

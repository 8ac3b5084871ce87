import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { RefundsScreen } from './refunds-screen';

const meta = {
  title: 'Features/Console/Refunds',
  component: RefundsScreen,
  args: { orderPath: (id: number) => `/orders/${id}` },
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/refunds', routes: consoleRoutes } },
} satisfies Meta<typeof RefundsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const desk = { viewport: { value: 'desk1280', isRotated: false } };

/** On a phone: pending refunds first, one card each with approve and refuse. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('RF2026112000322 · $67.06')).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Approve' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At a desk: a table of pending refunds, newest first, each order number a link to its order. */
export const DeskTable: Story = {
  globals: desk,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Refunds' });
    await expect(await within(table).findByText('RF2026112000322')).toBeVisible();
    await expect(within(table).getAllByRole('link', { name: /SO20261118/ })[0]).toHaveAttribute('href', '/orders/104');
    await expect(canvas.getByRole('combobox', { name: 'Shop' })).toBeVisible();
  },
};

/** Sorted by amount and filtered to returns on the way; a row opens its card with the actions beside the table. */
export const DeskSortFilterOpen: Story = {
  globals: desk,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Refunds' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'returning');
    await waitFor(() => expect(within(table).queryByText('RF2026112000322')).toBeNull());
    await userEvent.click(within(table).getByRole('button', { name: /Amount/ }));
    await expect(within(table).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(await within(table).findByRole('button', { name: 'RF2026112000323' }));
    const panel = await canvas.findByRole('complementary', { name: 'RF2026112000323' });
    await expect(within(panel).getByRole('button', { name: 'Confirm goods returned' })).toBeVisible();
    await expect(within(panel).getByText('Kerry KE903')).toBeVisible();
  },
};

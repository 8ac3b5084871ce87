import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { SettlementScreen } from './settlement-screen';

const meta = {
  title: 'Features/Console/Settlement',
  component: SettlementScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/settlement', routes: consoleRoutes } },
  args: { today: new Date(fixtures.NOW * 1000) },
} satisfies Meta<typeof SettlementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every shop, a shop chooser and the per-shop sums. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('By shop: gross − refunds − fee = net')).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: 'Shop' })).toBeVisible();
    // The statement per month, this month first.
    const monthly = await canvas.findByRole('table');
    await expect(within(monthly).getAllByRole('row')[1]).toHaveTextContent('2026-11');
  },
};

/** A merchant: its own shop only, no chooser. */
export const Merchant: Story = {
  parameters: {
    consoleRole: 'merchant',
    feature: {
      routes: {
        ...consoleRoutes,
        'GET /admin/settlement': () => consoleRoutes['GET /admin/settlement']!({ params: { shop_id: 2 }, body: {} }),
        'GET /admin/settlement/monthly': () =>
          consoleRoutes['GET /admin/settlement/monthly']!({ params: { shop_id: 2 }, body: {} }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Settled orders')).toBeVisible());
    await expect(canvas.queryByRole('combobox', { name: 'Shop' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes, orderDetail } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { OrderDetailScreen } from './order-detail-screen';

const meta = {
  title: 'Features/Console/Order detail',
  component: OrderDetailScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { path: '/orders/:id', url: `/orders/${orderDetail.id}`, routes: consoleRoutes } },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped order: history with a refused refund, the tracking timeline and "Add tracking line". */
export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Arrived at the Bangkok hub')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add tracking line' })).toBeVisible();
    await expect(canvas.getByText('Refund refused')).toBeVisible();
  },
};

/** A paid order: it ships from here, and no tracking line can be added yet. */
export const ToShip: Story = {
  parameters: {
    feature: {
      routes: {
        ...consoleRoutes,
        'GET /admin/order/detail': () => ({
          ...orderDetail,
          status: 'waiting_deliver',
          shiptime: null,
          express: null,
          logistics: [],
          refunds: [],
          history: orderDetail.history.slice(0, 2),
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ship' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Add tracking line' })).toBeNull();
  },
};

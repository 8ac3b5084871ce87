import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { OrdersScreen } from './orders-screen';

const meta = {
  title: 'Features/Console/Orders',
  component: OrdersScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { orderPath: (id: number) => `/orders/${id}` },
  parameters: { feature: { url: '/orders', routes: consoleRoutes } },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To ship first; a tab for every order status; each order opens its detail. */
export const ToShip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Details' })).toBeVisible());
    for (const name of ['Unpaid', 'Cancelled', 'After-sale', 'Refunded', 'All']) {
      await expect(canvas.getByRole('tab', { name })).toBeVisible();
    }
  },
};

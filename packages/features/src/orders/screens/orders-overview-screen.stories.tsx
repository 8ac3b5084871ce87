import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { OrdersOverviewScreen } from './orders-overview-screen';

const meta = {
  title: 'Features/Orders/Orders overview',
  component: OrdersOverviewScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/order' } },
} satisfies Meta<typeof OrdersOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

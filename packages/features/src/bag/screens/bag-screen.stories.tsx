import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, withFeatureProviders } from '../../lib/storybook';
import { BagScreen } from './bag-screen';

const meta = {
  title: 'Features/Bag/Bag',
  component: BagScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/bag' } },
} satisfies Meta<typeof BagScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  parameters: { feature: { url: '/bag', routes: { 'GET /cart/list': () => fixtures.emptyCart } } },
};

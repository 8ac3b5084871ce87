import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ShopScreen } from './shop-screen';

const meta = {
  title: 'Features/Catalog/Shop',
  component: ShopScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: '/shop/:id?', url: '/shop/1' } },
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

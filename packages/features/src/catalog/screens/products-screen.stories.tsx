import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPage } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ProductsScreen } from './products-screen';

const meta = {
  title: 'Features/Catalog/Products',
  component: ProductsScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/products?category_id=2', path: '/products' } },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoProducts: Story = {
  parameters: {
    feature: { url: '/products?category_id=2', path: '/products', routes: { 'GET /index/product': emptyPage } },
  },
};

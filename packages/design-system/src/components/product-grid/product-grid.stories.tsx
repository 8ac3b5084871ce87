import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState, ProductGrid } from '@bazaar/design-system';
import { longTitleProduct, noImageProduct, products } from '../../fixtures';

const meta = {
  title: 'Design system/ProductGrid',
  component: ProductGrid,
  args: { products, onItemClick: fn(), lazy: false },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { products: [], loading: true } };
export const LoadingNextPage: Story = { args: { products: products.slice(0, 4), loading: true, skeletonCount: 2 } };
export const MixedContent: Story = { args: { products: [longTitleProduct, noImageProduct, ...products.slice(0, 3)] } };
export const Empty: Story = {
  args: { products: [], empty: <EmptyState description="No products yet" /> },
};
export const ThreeColumns: Story = {
  args: { style: { '--bz-product-grid-columns': 3 } as React.CSSProperties },
};

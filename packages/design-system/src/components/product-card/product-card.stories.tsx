import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductCard, ProductCardSkeleton } from '@bazaar/design-system';
import { longTitleProduct, noImageProduct, products } from '../../fixtures';

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  args: { product: products[0]!, onClick: fn(), lazy: false },
  decorators: [(Story) => <div style={{ width: 175 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const Row: Story = {
  args: { layout: 'row' },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};
export const LongTitleAndPrice: Story = { args: { product: longTitleProduct } };
export const NoImage: Story = { args: { product: noImageProduct } };
export const NoDiscount: Story = { args: { product: products[2]! } };
export const Translated: Story = {
  args: { product: products[4]!, soldLabel: 'đã bán', favorableRateLabel: 'đánh giá tốt', currencySymbol: '₫' },
};
export const NotClickable: Story = { args: { onClick: undefined } };
export const Loading: Story = {
  render: () => <ProductCardSkeleton />,
};
export const LoadingRow: Story = {
  render: () => <ProductCardSkeleton layout="row" />,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductStrip } from '@bazaar/design-system';
import { longTitleProduct, noImageProduct, products } from '../../fixtures';

const meta = {
  title: 'Design system/ProductStrip',
  component: ProductStrip,
  args: { title: 'You may also like', products, onItemClick: fn(), lazy: false },
} satisfies Meta<typeof ProductStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('region', { name: 'You may also like' });
    const cards = within(strip).getAllByRole('button');
    await expect(cards).toHaveLength(products.length);
    await userEvent.click(cards[1]!);
    await expect(args.onItemClick).toHaveBeenCalledWith(products[1]);
  },
};
export const WithMore: Story = {
  args: { title: 'Recently viewed', moreText: 'See all', onMore: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /see all/i }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};
export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.bz-product-card--skeleton')).toHaveLength(4);
  },
};
export const MixedContent: Story = { args: { products: [longTitleProduct, noImageProduct, ...products.slice(0, 3)] } };
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bz-product-strip')).toBeNull();
  },
};

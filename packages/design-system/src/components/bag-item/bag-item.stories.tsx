import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BagItem, type BagItemData } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const item: BagItemData = {
  id: 1,
  title: 'Wireless earbuds with noise cancelling',
  image: svgImage(0, '#1'),
  spec: 'Colour: Black · Size: M',
  price: '39.90',
  quantity: 2,
  stock: 5,
  selected: true,
  invalid: false,
};

const meta = {
  title: 'Design system/BagItem',
  component: BagItem,
  args: { item, onSelect: fn(), onQuantityChange: fn(), onQuantityExceed: fn(), onDelete: fn(), onClick: fn() },
} satisfies Meta<typeof BagItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title opens the product and is a 44 px touch target, one line or two. */
const titleIsATarget: Story['play'] = async ({ canvasElement, args }) => {
  const title = within(canvasElement).getByRole('button', { name: args.item.title });
  await expect(title.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await userEvent.click(title);
  await expect(args.onClick).toHaveBeenCalledTimes(1);
};

export const Default: Story = { play: titleIsATarget };
export const NotSelected: Story = { args: { item: { ...item, selected: false, spec: '' } } };
export const AtStockLimit: Story = { args: { item: { ...item, quantity: 5 } } };
export const Invalid: Story = { args: { item: { ...item, invalid: true, stock: 0 } } };
export const LongTitle: Story = {
  args: {
    item: {
      ...item,
      title: 'An extremely long product title that keeps going to check that it wraps on two lines and is clipped',
    },
  },
  play: titleIsATarget,
};
export const Translated: Story = {
  args: { item: { ...item, title: '降噪无线耳机', invalid: true }, invalidText: '已失效', deleteText: '删除' },
};

/**
 * Delete is a visible button, not only a swipe; the checkbox takes taps on a 44 px square; a
 * typed quantity above the stock is clamped and reported, so the screen can say why.
 */
export const DeleteSelectAndStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: `Delete ${args.item.title}` });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);

    const check = canvasElement.querySelector('.bz-bag-item__check')!.getBoundingClientRect();
    await expect(Math.min(check.width, check.height)).toBeGreaterThanOrEqual(44);

    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99{Enter}');
    await expect(args.onQuantityExceed).toHaveBeenCalledWith(5);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(5);
  },
};

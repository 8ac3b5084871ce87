import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkuPicker, type SkuOption, type SkuPickerProps, type SkuSpec } from '@bazaar/design-system';

const specs: SkuSpec[] = [
  { name: 'Colour', values: ['Black', 'White', 'Red'] },
  { name: 'Size', values: ['S', 'M', 'L'] },
];
// Red in L is sold out, White has no S at all.
const skus: SkuOption[] = specs[0]!.values.flatMap((colour, c) =>
  specs[1]!.values
    .filter((size) => !(colour === 'White' && size === 'S'))
    .map((size, s) => ({
      id: `${c}-${s}`,
      spec: { Colour: colour, Size: size },
      price: (19.9 + c * 2 + s).toFixed(2),
      stock: colour === 'Red' && size === 'L' ? 0 : 3 + c + s,
    })),
);

function Controlled(props: SkuPickerProps) {
  const [selected, setSelected] = useState(props.selected);
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <SkuPicker
      {...props}
      selected={selected}
      onSelectedChange={(s) => {
        setSelected(s);
        props.onSelectedChange(s);
      }}
      quantity={quantity}
      onQuantityChange={(q) => {
        setQuantity(q);
        props.onQuantityChange(q);
      }}
    />
  );
}

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><rect width="88" height="88" fill="#e76f51"/></svg>',
  );

const meta = {
  title: 'Design system/SkuPicker',
  component: SkuPicker,
  render: (args) => <Controlled {...args} />,
  args: {
    specs,
    skus,
    selected: {},
    quantity: 1,
    price: '19.90',
    stock: 40,
    image,
    imageAlt: 'T-shirt',
    onSelectedChange: fn(),
    onQuantityChange: fn(),
  },
} satisfies Meta<typeof SkuPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choosing values: the price, stock and choice line follow the chosen SKU, values that lead to no SKU in stock
 * are disabled, the quantity is bounded by the SKU's stock, and tapping a chosen value clears it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('.bz-sku-picker__summary')!;
    const value = (name: string) => canvas.getByRole('button', { name });
    await expect(summary).toHaveTextContent('$19.90');
    await expect(summary).toHaveTextContent('Stock: 40');
    await expect(summary).toHaveTextContent('Choose Colour, Size');

    await userEvent.click(value('Red'));
    await expect(value('Red')).toHaveAttribute('aria-pressed', 'true');
    // Red in L is sold out; S and M are still there.
    await expect(value('L')).toBeDisabled();
    await expect(value('M')).toBeEnabled();
    await expect(summary).toHaveTextContent('Choose Size');

    await userEvent.click(value('M'));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith({ Colour: 'Red', Size: 'M' });
    await expect(summary).toHaveTextContent('$24.90');
    await expect(summary).toHaveTextContent('Stock: 6');
    await expect(summary).toHaveTextContent('Selected: Red, M');
    // With M chosen, White is fine (White M exists); nothing else is ruled out.
    await expect(value('White')).toBeEnabled();

    const more = canvas.getByRole('button', { name: /increase/i });
    for (let i = 1; i < 6; i++) await userEvent.click(more);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('6');
    await expect(more).toBeDisabled();

    await userEvent.click(value('Red'));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith({ Size: 'M' });
    await expect(summary).toHaveTextContent('Choose Colour');
    await expect(value('Red')).toHaveAttribute('aria-pressed', 'false');
  },
};
export const Chosen: Story = { args: { selected: { Colour: 'Red', Size: 'M' }, quantity: 2 } };
export const SoldOutCombination: Story = {
  args: { selected: { Colour: 'Red' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sold = canvas.getByRole('button', { name: 'L' });
    await expect(sold).toBeDisabled();
    await userEvent.click(sold, { pointerEventsCheck: 0 });
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
    // Choosing White instead frees L (White L is in stock) and rules out S (no White S at all).
    await userEvent.click(canvas.getByRole('button', { name: 'White' }));
    await expect(canvas.getByRole('button', { name: 'L' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'S' })).toBeDisabled();
  },
};
export const NoSpecs: Story = { args: { specs: [], skus: [] } };
/** A SKU on a live flash sale: its flash price, its own price struck through, and the tag. */
export const FlashPrice: Story = {
  args: { selected: { Colour: 'Black', Size: 'M' }, flashPrices: { '0-1': '14.90' }, flashLabel: 'Flash deal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Flash deal')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('20.90');
  },
};
/** Another SKU of the same product, not on sale: its own price, no tag. */
export const FlashPriceOtherSku: Story = {
  args: { selected: { Colour: 'Black', Size: 'L' }, flashPrices: { '0-1': '14.90' }, flashLabel: 'Flash deal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Flash deal')).toBeNull();
  },
};
/** A product without specs on flash sale. */
export const FlashPriceNoSpecs: Story = {
  args: { specs: [], skus: [], productFlashPrice: '14.90', flashLabel: 'Flash deal' },
};
export const Translated: Story = {
  args: {
    quantityLabel: '数量',
    stockText: (n) => `库存 ${n} 件`,
    chooseText: (names) => `请选择 ${names.join('、')}`,
    selectedText: (values) => `已选 ${values.join('、')}`,
  },
};

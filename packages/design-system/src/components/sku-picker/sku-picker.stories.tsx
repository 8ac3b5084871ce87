import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Default: Story = {};
export const Chosen: Story = { args: { selected: { Colour: 'Red', Size: 'M' }, quantity: 2 } };
export const SoldOutCombination: Story = { args: { selected: { Colour: 'Red' } } };
export const NoSpecs: Story = { args: { specs: [], skus: [] } };
export const Translated: Story = {
  args: {
    quantityLabel: '数量',
    stockText: (n) => `库存 ${n} 件`,
    chooseText: (names) => `请选择 ${names.join('、')}`,
    selectedText: (values) => `已选 ${values.join('、')}`,
  },
};

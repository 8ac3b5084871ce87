import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkuEditor, skuGrid, type SkuEditorValue } from '@bazaar/design-system';

const texts = {
  specName: 'Spec name, e.g. Color',
  newValue: 'New value, e.g. Red',
  addValue: 'Add',
  addSpec: 'Add spec',
  removeSpec: 'Remove spec',
  removeValue: 'Remove',
  combination: 'Combination',
  price: 'Price',
  stock: 'Stock',
};

const specs = [
  { name: 'Color', values: ['Red', 'Blue'] },
  { name: 'Size', values: ['M', 'L'] },
];
const filled: SkuEditorValue = {
  specs,
  skus: skuGrid(specs).map((row, i) => ({ ...row, price: `${12 + i}.50`, stock: String(3 + i) })),
};

function Stateful(props: { initial: SkuEditorValue }) {
  const [value, setValue] = useState(props.initial);
  return <SkuEditor value={value} onChange={setValue} texts={texts} />;
}

const meta = {
  title: 'Design system/SkuEditor',
  component: Stateful,
  args: { initial: filled },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSpecs: Story = {};

export const Empty: Story = { args: { initial: { specs: [], skus: [] } } };

/** Adding a value adds its combinations to the grid; typed prices stay with theirs. */
export const AddAValue: Story = {
  args: {
    initial: {
      specs: [{ name: 'Color', values: ['Red'] }],
      skus: [{ spec: { Color: 'Red' }, price: '9.90', stock: '2' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Color New value, e.g. Red' }), 'Blue');
    await userEvent.click(canvas.getByRole('button', { name: /^Add$/ }));
    await expect(canvas.getByRole('textbox', { name: 'Blue Price' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Red Price' })).toHaveValue('9.90');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Red' }));
    await expect(canvas.queryByRole('textbox', { name: 'Red Price' })).toBeNull();
  },
};

export const Translated: Story = {
  render: () => (
    <SkuEditor
      value={{
        specs: [{ name: 'สี', values: ['แดง', 'น้ำเงิน'] }],
        skus: skuGrid([{ name: 'สี', values: ['แดง', 'น้ำเงิน'] }]),
      }}
      onChange={() => undefined}
      texts={{
        specName: 'ชื่อตัวเลือก เช่น สี',
        newValue: 'ค่าใหม่ เช่น แดง',
        addValue: 'เพิ่ม',
        addSpec: 'เพิ่มตัวเลือก',
        removeSpec: 'ลบตัวเลือก',
        removeValue: 'ลบ',
        combination: 'ชุดตัวเลือก',
        price: 'ราคา',
        stock: 'สต็อก',
      }}
    />
  ),
};

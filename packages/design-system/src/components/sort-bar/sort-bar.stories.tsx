import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SortBar, type SortBarProps } from '@bazaar/design-system';

function Controlled(props: SortBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortBar
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Design system/SortBar',
  component: SortBar,
  render: (args) => <Controlled {...args} />,
  args: {
    value: 'default',
    onChange: fn(),
    options: [
      { value: 'default', label: 'Default' },
      { value: 'sales', label: 'Sales' },
      { value: 'new', label: 'New' },
      { label: 'Price', asc: 'price_asc', desc: 'price_desc' },
    ],
  },
} satisfies Meta<typeof SortBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PriceDescending: Story = { args: { value: 'price_desc' } };
export const Shops: Story = {
  args: {
    options: [
      { value: 'default', label: 'Default' },
      { value: 'hot', label: 'Popular' },
      { value: 'new', label: 'Newest' },
    ],
  },
};
export const Translated: Story = {
  args: {
    label: '排序',
    options: [
      { value: 'default', label: '综合' },
      { value: 'sales', label: '销量' },
      { value: 'new', label: '新品' },
      { label: '价格', asc: 'price_asc', desc: 'price_desc' },
    ],
  },
};

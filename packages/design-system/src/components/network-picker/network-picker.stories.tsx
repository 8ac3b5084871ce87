import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NetworkPicker, type NetworkPickerProps } from '@bazaar/design-system';

function Controlled(props: NetworkPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NetworkPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const networks = [
  { id: 1, name: 'TRC20', currency: 'USDT' },
  { id: 2, name: 'ERC20', currency: 'USDT' },
  { id: 3, name: 'Bitcoin', currency: 'BTC' },
];

const meta = {
  title: 'Design system/NetworkPicker',
  component: NetworkPicker,
  render: (args) => <Controlled {...args} />,
  args: { networks, onChange: fn(), label: 'Top-up network' },
} satisfies Meta<typeof NetworkPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: 1 } };
export const WithHint: Story = {
  args: { value: 2, hint: 'Please choose the same network as the withdrawal platform' },
};
export const Translated: Story = { args: { label: '充值网络', hint: '请选择与提现平台相同的网络' } };

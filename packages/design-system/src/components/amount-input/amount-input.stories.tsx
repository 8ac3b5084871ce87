import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AmountInput, type AmountInputProps } from '@bazaar/design-system';

function Controlled(props: AmountInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountInput
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
      onAll={props.onAll && (() => setValue('5000.00'))}
    />
  );
}

const meta = {
  title: 'Design system/AmountInput',
  component: AmountInput,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), label: 'Amount', placeholder: 'Enter the amount' },
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithAllAndHint: Story = {
  args: { value: '100.5', allText: 'All', onAll: fn(), hint: 'Service charge 1.01 · Actual arrival 99.49' },
};
export const OtherCurrency: Story = { args: { value: '1290', symbol: '฿', placeholder: 'กรอกจำนวนเงิน' } };
export const Disabled: Story = { args: { value: '10.00', disabled: true } };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Stepper, type StepperProps } from '@bazaar/design-system';

/** Keeps the value so the story can be played with. */
function Controlled(props: StepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stepper
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
  title: 'Design system/Stepper',
  component: Stepper,
  render: (args) => <Controlled {...args} />,
  args: { value: 2, max: 5, onChange: fn() },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtStockLimit: Story = { args: { value: 5, max: 5 } };
export const SoldOut: Story = { args: { value: 1, max: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const Translated: Story = { args: { label: '数量' } };

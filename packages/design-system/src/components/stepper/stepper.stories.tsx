import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Steps within 1…max: − stops at 1, + at the stock, and a typed number is clamped to the stock. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const less = canvas.getByRole('button', { name: /decrease/i });
    const more = canvas.getByRole('button', { name: /increase/i });
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(less);
    await expect(field).toHaveValue('1');
    await expect(less).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(more);
    await expect(field).toHaveValue('5');
    await expect(more).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(args.onChange).toHaveBeenCalledTimes(5);

    await userEvent.clear(field);
    await userEvent.type(field, '3{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(field).toHaveValue('5');
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(field).toHaveValue('1');
  },
};
export const AtStockLimit: Story = { args: { value: 5, max: 5 } };
export const SoldOut: Story = {
  args: { value: 1, max: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /increase/i })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /decrease/i })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Translated: Story = { args: { label: '数量' } };

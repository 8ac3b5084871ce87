import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput, type PasswordInputProps } from '@bazaar/design-system';

function Controlled(props: Partial<PasswordInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/PasswordInput',
  component: Controlled,
  args: { placeholder: 'At least 6 characters' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { value: 'secret1' } };
export const PaymentCode: Story = {
  args: { placeholder: '6 digits', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' },
};
export const Translated: Story = { args: { placeholder: '至少 6 位', showLabel: '显示密码', hideLabel: '隐藏密码' } };

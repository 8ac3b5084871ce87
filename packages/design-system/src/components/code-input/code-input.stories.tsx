import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeInput, type CodeInputProps } from '@bazaar/design-system';

function Controlled(props: Partial<CodeInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <CodeInput onSend={() => undefined} {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/CodeInput',
  component: Controlled,
  args: { placeholder: '6-digit code' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ShortCountdown: Story = { args: { seconds: 5, countdownText: (s) => `Resend in ${s}s` } };
export const SendFails: Story = { args: { onSend: () => Promise.reject(new Error('refused')) } };
export const Translated: Story = {
  args: { placeholder: '6 位验证码', sendText: '发送验证码', countdownText: (s) => `${s} 秒后重发` },
};

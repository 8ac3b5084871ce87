import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentCodeSheet } from '@bazaar/design-system';

const meta = {
  title: 'Design system/PaymentCodeSheet',
  component: PaymentCodeSheet,
  args: {
    visible: true,
    onClose: fn(),
    // Rejects so the pad clears, as a wrong code would.
    onSubmit: fn(() => Promise.reject(new Error('wrong code'))),
    title: 'Enter payment code',
    amount: '128.50',
  },
} satisfies Meta<typeof PaymentCodeSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WrongCode: Story = { args: { error: 'Payment password is incorrect, 4 tries left' } };
export const WithFooter: Story = { args: { footer: <a href="#forgot">Forgot payment code?</a> } };
export const Translated: Story = { args: { title: '请输入支付密码', closeLabel: '关闭', symbol: '¥' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DepositAddress } from '@bazaar/design-system';

const meta = {
  title: 'Design system/DepositAddress',
  component: DepositAddress,
  args: {
    address: 'TQ4mVh7h3r3pPqG2yXb9kXgQ6n1Zs8LwTf',
    title: 'Deposit address · TRC20',
    copyText: 'Copy',
    onCopy: fn(),
  },
} satisfies Meta<typeof DepositAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongAddress: Story = {
  args: { address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F71C7656EC7ab88b098defB751B7401B5f6d8976F' },
};
export const Small: Story = { args: { size: 120, title: undefined } };
export const Translated: Story = { args: { title: '充值地址 · TRC20', copyText: '复制', qrLabel: '充值地址二维码' } };

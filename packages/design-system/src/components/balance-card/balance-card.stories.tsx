import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { BalanceCard } from '@bazaar/design-system';

const meta = {
  title: 'Design system/BalanceCard',
  component: BalanceCard,
  args: { label: 'Balance', amount: '5000.00' },
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFrozen: Story = { args: { frozen: '120.50', frozenLabel: 'Under audit' } };
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="small" shape="rounded">
          Top up
        </Button>
        <Button size="small" shape="rounded" fill="outline">
          Withdraw
        </Button>
      </>
    ),
  },
};
export const LargeAmount: Story = { args: { amount: '123456789.99', symbol: '฿', label: 'ยอดคงเหลือ' } };

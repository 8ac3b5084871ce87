import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordItem, StatusTag } from '@bazaar/design-system';

const meta = {
  title: 'Design system/RecordItem',
  component: RecordItem,
  args: {
    title: 'On-chain top up · TRC20',
    amount: '100.00',
    time: '2026-11-21 06:10',
    status: <StatusTag tone="warning">Auditing</StatusTag>,
  },
} satisfies Meta<typeof RecordItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopUp: Story = {};
export const WithdrawalRefused: Story = {
  args: {
    title: 'Withdrawal · Bank card',
    amount: '200.00',
    status: <StatusTag tone="danger">Refused</StatusTag>,
    details: [
      { label: 'Service charge', value: '$2.00' },
      { label: 'Actual arrival', value: '$198.00' },
    ],
    note: 'The card number does not match the account name.',
  },
};
export const FundRecordOut: Story = {
  args: {
    title: 'Withdrawal frozen',
    amount: '-200.00',
    signed: true,
    status: undefined,
    details: [
      { label: 'Before', value: '$5000.00' },
      { label: 'After', value: '$4800.00' },
    ],
  },
};
export const FundRecordIn: Story = { args: { title: 'Top up', amount: '100.00', signed: true, status: undefined } };

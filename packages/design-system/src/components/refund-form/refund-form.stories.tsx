import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefundForm } from '@bazaar/design-system';

const texts = {
  type: 'Refund type',
  typeOptions: { refund_only: 'Refund without return', return_refund: 'Refund and return' },
  goodsStatus: 'Product status',
  goodsStatusOptions: { not_received: 'Not received', received: 'Received' },
  amount: 'Refund amount',
  amountHint: 'At most 25.00',
  reason: 'Reason',
  explain: 'Explanation',
  explainPlaceholder: 'Tell the shop what happened',
  proof: 'Proof',
  addPicture: 'Add picture',
  uploading: 'Uploading…',
  submit: 'Submit',
};

const meta = {
  title: 'Design system/RefundForm',
  component: RefundForm,
  args: {
    value: { type: 'refund_only', goods_status: 'not_received', amount: '25.00', reason: '', explain: '', images: [] },
    onChange: () => undefined,
    onSubmit: () => undefined,
    texts,
    reasons: ['Not as described', 'Damaged', 'Wrong item', 'Late delivery', 'Other'],
    upload: async () =>
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"%3E%3Crect width="9" height="9" fill="tan"/%3E%3C/svg%3E',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <RefundForm {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof RefundForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ReturnAndRefund: Story = {
  args: {
    value: {
      type: 'return_refund',
      goods_status: 'received',
      amount: '12.50',
      reason: 'Damaged',
      explain: 'The box was crushed',
      images: [],
    },
  },
};
export const Submitting: Story = { args: { submitting: true } };

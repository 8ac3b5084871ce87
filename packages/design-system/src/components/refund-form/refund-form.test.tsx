import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RefundForm, type RefundFormProps } from '@bazaar/design-system';

const texts = {
  type: 'Type',
  typeOptions: { refund_only: 'Refund only', return_refund: 'Return and refund' },
  goodsStatus: 'Goods',
  goodsStatusOptions: { not_received: 'Not received', received: 'Received' },
  amount: 'Amount',
  reason: 'Reason',
  explain: 'Explanation',
  proof: 'Proof',
  addPicture: 'Add',
  uploading: '…',
  submit: 'Submit',
};
const value = {
  type: 'refund_only' as const,
  goods_status: 'not_received' as const,
  amount: '5',
  reason: '',
  explain: '',
  images: [],
};

/** The form with the test's texts and value, and whatever the test adds or replaces. */
const renderForm = (props: Partial<RefundFormProps>) =>
  render(
    <RefundForm
      value={value}
      onChange={() => undefined}
      onSubmit={() => undefined}
      texts={texts}
      reasons={[]}
      upload={vi.fn()}
      {...props}
    />,
  );

describe('RefundForm', () => {
  it('reports choices and keeps the amount to two decimals', () => {
    const onChange = vi.fn();
    renderForm({ onChange, reasons: ['Damaged'] });
    fireEvent.click(screen.getByText('Return and refund'));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, type: 'return_refund' });
    fireEvent.click(screen.getByText('Damaged'));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, reason: 'Damaged' });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5.123' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5.12' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...value, amount: '5.12' });
  });

  it('submits through onSubmit', () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('offers only the given types and statuses, and shows a set amount with its currency, read-only', () => {
    const onChange = vi.fn();
    renderForm({
      onChange,
      types: ['refund_only'],
      goodsStatuses: ['not_received'],
      amountReadOnly: true,
      symbol: '฿',
    });
    expect(screen.queryByText('Return and refund')).toBeNull();
    expect(screen.queryByText('Received')).toBeNull();
    expect(screen.getByText('Refund only')).toBeVisible();
    expect(screen.getByText('฿')).toBeVisible();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveProperty('readOnly', true);
    fireEvent.change(amount, { target: { value: '1.00' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

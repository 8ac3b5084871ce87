import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RefundForm } from '@bazaar/design-system';

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

describe('RefundForm', () => {
  it('reports choices and keeps the amount to two decimals', () => {
    const onChange = vi.fn();
    render(
      <RefundForm
        value={value}
        onChange={onChange}
        onSubmit={() => undefined}
        texts={texts}
        reasons={['Damaged']}
        upload={vi.fn()}
      />,
    );
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
    render(
      <RefundForm
        value={value}
        onChange={() => undefined}
        onSubmit={onSubmit}
        texts={texts}
        reasons={[]}
        upload={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordItem, StatusTag } from '@bazaar/design-system';

describe('RecordItem', () => {
  it('shows title, amount, time and status', () => {
    render(
      <RecordItem title="Top up" amount="100" time="today" status={<StatusTag tone="warning">Auditing</StatusTag>} />,
    );
    expect(screen.getByText('Top up')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('today')).toBeInTheDocument();
    expect(screen.getByText('Auditing')).toBeInTheDocument();
  });

  it('signs and colours amounts in fund records', () => {
    const { container, rerender } = render(<RecordItem title="In" amount="5.00" signed time="t" />);
    const amount = () => container.querySelector('.bz-record-item__amount')!;
    expect(amount().textContent).toBe('+$5.00');
    expect(amount()).toHaveClass('bz-record-item__amount--in');
    rerender(<RecordItem title="Out" amount="-5.00" signed time="t" />);
    expect(amount().textContent).toBe('-$5.00');
    expect(amount()).toHaveClass('bz-record-item__amount--out');
  });

  it('lists details and the note', () => {
    render(
      <RecordItem title="W" amount="10" time="t" details={[{ label: 'Fee', value: '$0.10' }]} note="Card closed" />,
    );
    expect(screen.getByText('Fee').nextSibling).toHaveTextContent('$0.10');
    expect(screen.getByText('Card closed')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OrderStatusTabs } from '@bazaar/design-system';

describe('OrderStatusTabs', () => {
  it('shows every tab with its count and reports a change', () => {
    const onChange = vi.fn();
    render(
      <OrderStatusTabs
        activeKey="all"
        onChange={onChange}
        tabs={[
          { key: 'all', title: 'All' },
          { key: 'waiting_pay', title: 'Unpaid', count: 3 },
          { key: 'completed', title: 'Done', count: 150 },
          { key: 'cancelled', title: 'Cancelled', count: 0 },
        ]}
      />,
    );
    expect(screen.getByText('Unpaid').parentElement).toHaveTextContent('3');
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('Cancelled').parentElement).toHaveTextContent(/^Cancelled$/);
    fireEvent.click(screen.getByText('Unpaid'));
    expect(onChange).toHaveBeenCalledWith('waiting_pay');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OrderCard, type OrderCardData } from '@bazaar/design-system';

const order: OrderCardData = {
  id: 7,
  shop: { id: 1, name: 'Harbour' },
  items: [{ product_id: 1, title: 'Coffee set', image: '/c.png', spec: 'White', price: '24.00', quantity: 2 }],
  total: '48.00',
};

describe('OrderCard', () => {
  it('shows shop, status, lines, total and runs the actions', () => {
    const pay = vi.fn();
    const open = vi.fn();
    render(
      <OrderCard
        order={order}
        statusText="Unpaid"
        totalLabel="Total"
        onClick={open}
        actions={[{ key: 'pay', text: 'Pay', onClick: pay, primary: true }]}
      />,
    );
    expect(screen.getByText('Harbour')).toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByText('×2')).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$48.00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Coffee set'));
    expect(open).toHaveBeenCalledOnce();
  });

  it('has no buttons without actions', () => {
    render(<OrderCard order={order} statusText="Cancelled" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

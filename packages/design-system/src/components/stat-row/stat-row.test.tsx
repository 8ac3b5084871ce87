import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { StatRow } from '@bazaar/design-system';

describe('StatRow', () => {
  it('shows badges over icons, figures without, and leads to each target', () => {
    const onPay = vi.fn();
    render(
      <StatRow
        columns={2}
        items={[
          { key: 'pay', label: 'To pay', count: 3, icon: <i />, href: '/orders/pay', onClick: onPay },
          { key: 'none', label: 'To ship', count: 0, icon: <i /> },
          { key: 'fav', label: 'Favourites', count: 7 },
        ]}
      />,
    );
    const pay = screen.getByRole('link', { name: '3 To pay' });
    expect(pay).toHaveAttribute('href', '/orders/pay');
    fireEvent.click(pay);
    expect(onPay).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'To ship' })).toBeInTheDocument(); // no "0" badge
    expect(screen.getByRole('button', { name: '7 Favourites' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveStyle({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
  });
});

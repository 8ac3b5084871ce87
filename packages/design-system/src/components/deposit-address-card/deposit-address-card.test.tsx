import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DepositAddressCard } from '@bazaar/design-system';

const props = {
  address: 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy',
  network: 'TRC20',
  currency: 'USDT',
  minAmount: '10.00',
  confirmations: 19,
  title: 'Your deposit address',
  copyText: 'Copy',
  qrLabel: 'QR',
  minimumLabel: 'Minimum deposit',
  confirmationsLabel: 'Confirmations needed',
};

describe('DepositAddressCard', () => {
  it('shows the network, the minimum with its currency and the confirmations, labelled', () => {
    render(<DepositAddressCard {...props} onCopy={vi.fn()} note="Only USDT" />);
    expect(screen.getByText('TRC20 · USDT')).toBeInTheDocument();
    expect(screen.getByText('Minimum deposit').nextElementSibling).toHaveTextContent('10.00 USDT');
    expect(screen.getByText('Confirmations needed').nextElementSibling).toHaveTextContent('19');
    expect(screen.getByText('Only USDT')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR' })).toBeInTheDocument();
  });

  it('hands the address to onCopy', () => {
    const onCopy = vi.fn();
    render(<DepositAddressCard {...props} onCopy={onCopy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledWith(props.address);
  });
});

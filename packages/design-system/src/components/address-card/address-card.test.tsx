import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AddressCard } from '@bazaar/design-system';

const address = { name: 'Ann', mobile: '0812', area: 'Bangkok', address: '1 Main Rd', tag: 'Home', is_default: true };

describe('AddressCard', () => {
  it('shows the address with its badges and is a button with onClick', () => {
    const onClick = vi.fn();
    render(<AddressCard address={address} defaultLabel="Default" onClick={onClick} />);
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.getByText(/1 Main Rd/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the placeholder without an address and is static without onClick', () => {
    render(<AddressCard address={null} placeholder="Choose an address" />);
    expect(screen.getByText('Choose an address')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

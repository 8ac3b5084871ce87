import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DepositAddress } from '@bazaar/design-system';

describe('DepositAddress', () => {
  it('shows the address as text and as a QR code', () => {
    render(<DepositAddress address="TAddr1" copyText="Copy" onCopy={vi.fn()} qrLabel="QR" />);
    expect(screen.getByText('TAddr1')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('hands the address to onCopy', () => {
    const onCopy = vi.fn();
    render(<DepositAddress address="TAddr1" copyText="Copy" onCopy={onCopy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledWith('TAddr1');
  });
});

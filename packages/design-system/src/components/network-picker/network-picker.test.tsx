import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NetworkPicker } from '@bazaar/design-system';

const networks = [
  { id: 1, name: 'TRC20', currency: 'USDT' },
  { id: 2, name: 'ERC20' },
];

describe('NetworkPicker', () => {
  it('is a radio group that reports the chosen id', () => {
    const onChange = vi.fn();
    render(<NetworkPicker networks={networks} value={1} onChange={onChange} label="Network" />);
    expect(screen.getByRole('radiogroup', { name: 'Network' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /TRC20/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /ERC20/ })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(screen.getByRole('radio', { name: /ERC20/ }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('moves the choice with arrow keys', () => {
    const onChange = vi.fn();
    render(<NetworkPicker networks={networks} value={2} onChange={onChange} label="Network" />);
    fireEvent.keyDown(screen.getByRole('radio', { name: /ERC20/ }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('shows the hint', () => {
    render(<NetworkPicker networks={networks} onChange={vi.fn()} label="Network" hint="Same network please" />);
    expect(screen.getByText('Same network please')).toBeInTheDocument();
  });
});

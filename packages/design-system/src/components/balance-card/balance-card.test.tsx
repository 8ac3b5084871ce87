import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BalanceCard } from '@bazaar/design-system';

describe('BalanceCard', () => {
  it('shows the label and the amount with its symbol', () => {
    const { container } = render(<BalanceCard label="Balance" amount="5000.5" />);
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(container.querySelector('.bz-price')?.textContent).toBe('$5,000.50');
  });

  it('shows the frozen amount only when given', () => {
    const { container, rerender } = render(<BalanceCard label="Balance" amount="1.00" />);
    expect(container.querySelector('.bz-balance-card__frozen')).toBeNull();
    rerender(<BalanceCard label="Balance" amount="1.00" frozen="2.00" frozenLabel="Frozen" symbol="¥" />);
    expect(container.querySelector('.bz-balance-card__frozen')?.textContent).toBe('Frozen ¥2.00');
  });

  it('renders actions', () => {
    render(<BalanceCard label="Balance" amount="1.00" actions={<button type="button">Withdraw</button>} />);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Price } from '@bazaar/design-system';

describe('Price', () => {
  it('renders symbol, integer and decimals', () => {
    const { container } = render(<Price value="12.5" />);
    expect(container.textContent).toBe('$12.50');
  });

  it('uses the given currency symbol and size', () => {
    const { container } = render(<Price value="3" symbol="€" size="l" />);
    expect(container.textContent).toBe('€3.00');
    expect(container.firstElementChild).toHaveClass('bz-price--l');
  });

  it('strikes through a higher market price only', () => {
    const { rerender } = render(<Price value="12.50" marketPrice="19.9" />);
    expect(screen.getByText('$19.90', { selector: 'del' })).toBeInTheDocument();
    rerender(<Price value="12.50" marketPrice="12.50" />);
    expect(document.querySelector('del')).toBeNull();
  });
});

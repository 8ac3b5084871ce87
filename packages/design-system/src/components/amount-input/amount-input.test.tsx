import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AmountInput, cleanAmount } from '@bazaar/design-system';

describe('cleanAmount', () => {
  it.each([
    ['100', '100'],
    ['100.567', '100.56'],
    ['1,000.5', '1000.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['-5', '5'],
    ['abc', ''],
    ['12.', '12.'],
  ])('%j → %j', (input, expected) => {
    expect(cleanAmount(input)).toBe(expected);
  });
});

describe('AmountInput', () => {
  it('passes the cleaned text up', () => {
    const onChange = vi.fn();
    render(<AmountInput value="" onChange={onChange} label="Amount" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '12.345' } });
    expect(onChange).toHaveBeenCalledWith('12.34');
  });

  it('offers the "all" button only with a handler', () => {
    const onAll = vi.fn();
    const { rerender } = render(<AmountInput value="" onChange={vi.fn()} allText="All" />);
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull();
    rerender(<AmountInput value="" onChange={vi.fn()} allText="All" onAll={onAll} />);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onAll).toHaveBeenCalled();
  });

  it('shows the symbol and the hint', () => {
    render(<AmountInput value="1" onChange={vi.fn()} symbol="¥" hint="Fee 0.01" />);
    expect(screen.getByText('¥')).toBeInTheDocument();
    expect(screen.getByText('Fee 0.01')).toBeInTheDocument();
  });
});

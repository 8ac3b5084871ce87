import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SortBar, type SortOption } from '@bazaar/design-system';

const options: SortOption[] = [
  { value: 'default', label: 'Default' },
  { value: 'sales', label: 'Sales' },
  { label: 'Price', asc: 'price_asc', desc: 'price_desc' },
];

describe('SortBar', () => {
  it('marks the active sort and reports a new one', () => {
    const onChange = vi.fn();
    render(<SortBar options={options} value="default" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Default' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sales' }));
    expect(onChange).toHaveBeenCalledWith('sales');
  });

  it('starts a two-way sort ascending and then flips it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SortBar options={options} value="sales" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(onChange).toHaveBeenLastCalledWith('price_asc');
    rerender(<SortBar options={options} value="price_asc" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Price ascending' }));
    expect(onChange).toHaveBeenLastCalledWith('price_desc');
    rerender(<SortBar options={options} value="price_desc" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Price descending' }));
    expect(onChange).toHaveBeenLastCalledWith('price_asc');
  });
});

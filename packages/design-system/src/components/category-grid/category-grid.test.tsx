import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CategoryGrid } from '@bazaar/design-system';
import { categories } from '../../fixtures';

describe('CategoryGrid', () => {
  it('renders one button per category and reports the selection', () => {
    const onSelect = vi.fn();
    render(<CategoryGrid categories={categories} onSelect={onSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: /Food/ }));
    expect(onSelect).toHaveBeenCalledWith(categories[7]);
  });

  it('shows placeholders while loading', () => {
    render(<CategoryGrid categories={categories} loading columns={4} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductGrid } from '@bazaar/design-system';
import { products } from '../../fixtures';

describe('ProductGrid', () => {
  it('renders a card per product and forwards clicks', () => {
    const onItemClick = vi.fn();
    render(<ProductGrid products={products.slice(0, 4)} onItemClick={onItemClick} />);
    const cards = screen.getAllByRole('button');
    expect(cards).toHaveLength(4);
    fireEvent.click(cards[1]!);
    expect(onItemClick).toHaveBeenCalledWith(products[1]);
  });

  it('adds skeletons while loading', () => {
    const { container } = render(<ProductGrid products={products.slice(0, 2)} loading skeletonCount={4} />);
    expect(container.querySelectorAll('.bz-product-card--skeleton')).toHaveLength(4);
  });

  it('shows empty when there is nothing and it is not loading', () => {
    render(<ProductGrid products={[]} empty={<p>None</p>} />);
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});

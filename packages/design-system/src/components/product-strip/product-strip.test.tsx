import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductStrip } from '@bazaar/design-system';
import { products } from '../../fixtures';

describe('ProductStrip', () => {
  it('is a titled region with one list item per product, and forwards clicks', () => {
    const onItemClick = vi.fn();
    render(<ProductStrip title="Buy again" products={products.slice(0, 3)} onItemClick={onItemClick} />);
    const region = screen.getByRole('region', { name: 'Buy again' });
    expect(region).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button')[2]!);
    expect(onItemClick).toHaveBeenCalledWith(products[2]);
  });

  it('shows skeletons instead of cards while loading', () => {
    const { container } = render(<ProductStrip title="t" products={products} loading skeletonCount={3} />);
    expect(container.querySelectorAll('.bz-product-card--skeleton')).toHaveLength(3);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('renders nothing when empty and not loading', () => {
    const { container } = render(<ProductStrip title="t" products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductCard, formatCount } from '@bazaar/design-system';
import { products } from '../../fixtures';

const product = products[0]!;

describe('ProductCard', () => {
  it('shows title, image alt text, prices and the labelled stats', () => {
    render(<ProductCard product={product} lazy={false} soldLabel="verkauft" favorableRateLabel="positiv" />);
    expect(screen.getByRole('heading', { name: product.title })).toBeInTheDocument();
    expect(screen.getByAltText(product.title)).toBeInTheDocument();
    expect(screen.getByText('1.5k verkauft')).toBeInTheDocument();
    expect(screen.getByText('98% positiv')).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent('$19.90');
  });

  it('defaults the labels to English', () => {
    render(<ProductCard product={product} lazy={false} />);
    expect(screen.getByText('1.5k sold')).toBeInTheDocument();
    expect(screen.getByText('98% favorable rate')).toBeInTheDocument();
  });

  it('calls onClick with the product on click, Enter and Space', () => {
    const onClick = vi.fn();
    render(<ProductCard product={product} onClick={onClick} />);
    const card = screen.getByRole('button');
    fireEvent.click(card);
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.keyDown(card, { key: ' ' });
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(onClick).toHaveBeenCalledWith(product);
  });

  it('is not a button without onClick', () => {
    render(<ProductCard product={product} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses the row layout class', () => {
    const { container } = render(<ProductCard product={product} layout="row" />);
    expect(container.firstElementChild).toHaveClass('bz-product-card--row');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1532, '1.5k'],
    [12840, '12.8k'],
    [999999, '999k'],
    [2210999, '2.2m'],
  ])('%d -> %s', (n, out) => expect(formatCount(n)).toBe(out));
});

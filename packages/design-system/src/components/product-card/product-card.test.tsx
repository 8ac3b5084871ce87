import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductCard, ThemeProvider, viVN } from '@bazaar/design-system';
import { products } from '../../fixtures';

const product = products[0]!;

describe('ProductCard', () => {
  it('shows title, image alt text, prices and the labelled stats', () => {
    render(
      <ThemeProvider>
        <ProductCard product={product} lazy={false} soldLabel="verkauft" favorableRateLabel="positiv" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: product.title })).toBeInTheDocument();
    expect(screen.getByAltText(product.title)).toBeInTheDocument();
    expect(screen.getByText('1.5K verkauft')).toBeInTheDocument();
    expect(screen.getByText('98% positiv')).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent('$19.90');
  });

  it('defaults the labels to English', () => {
    render(
      <ThemeProvider>
        <ProductCard product={product} lazy={false} />
      </ThemeProvider>,
    );
    expect(screen.getByText('1.5K sold')).toBeInTheDocument();
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

describe('ProductCard numbers', () => {
  it('writes the sold count and the rate the way the ThemeProvider’s language does', () => {
    render(
      <ThemeProvider locale={viVN}>
        <ProductCard product={{ ...product, sales: 18_800 }} lazy={false} soldLabel="đã bán" />
      </ThemeProvider>,
    );
    // Intl writes a no-break space before "N" (nghìn); the text matcher reads it as a space.
    expect(screen.getByText('18,8 N đã bán')).toBeInTheDocument();
    expect(screen.getByText('98% favorable rate')).toBeInTheDocument();
  });
});

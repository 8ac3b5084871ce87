import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  SkuPicker,
  ThemeProvider,
  findSku,
  isValueAvailable,
  type SkuOption,
  type SkuSpec,
} from '@bazaar/design-system';

const specs: SkuSpec[] = [
  { name: 'Colour', values: ['Red', 'Blue'] },
  { name: 'Size', values: ['S', 'L'] },
];
const skus: SkuOption[] = [
  { id: 1, spec: { Colour: 'Red', Size: 'S' }, price: '10.00', stock: 2 },
  { id: 2, spec: { Colour: 'Red', Size: 'L' }, price: '12.00', stock: 0 },
  { id: 3, spec: { Colour: 'Blue', Size: 'L' }, price: '14.00', stock: 5 },
];

describe('sku matching', () => {
  it('finds the SKU only once every spec is chosen', () => {
    expect(findSku(specs, skus, { Colour: 'Red' })).toBeUndefined();
    expect(findSku(specs, skus, { Colour: 'Blue', Size: 'L' })?.id).toBe(3);
  });

  it('rules out values that lead to no SKU in stock', () => {
    expect(isValueAvailable(skus, { Colour: 'Red' }, 'Size', 'L')).toBe(false); // sold out
    expect(isValueAvailable(skus, { Colour: 'Blue' }, 'Size', 'S')).toBe(false); // does not exist
    expect(isValueAvailable(skus, { Colour: 'Blue' }, 'Size', 'L')).toBe(true);
    // A value of the spec being changed never restricts its siblings.
    expect(isValueAvailable(skus, { Colour: 'Red' }, 'Colour', 'Blue')).toBe(true);
  });
});

describe('SkuPicker', () => {
  const base = {
    specs,
    skus,
    quantity: 1,
    price: '10.00',
    stock: 7,
    onQuantityChange: vi.fn(),
  };

  it('disables dead-end values and reports a choice', () => {
    const onSelectedChange = vi.fn();
    render(<SkuPicker {...base} selected={{ Colour: 'Red' }} onSelectedChange={onSelectedChange} />);
    expect(screen.getByRole('button', { name: 'L' })).toBeDisabled();
    expect(screen.getByText('Choose Size')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    expect(onSelectedChange).toHaveBeenCalledWith({ Colour: 'Red', Size: 'S' });
  });

  it('shows the price and stock of the chosen SKU and bounds the quantity by it', () => {
    const onQuantityChange = vi.fn();
    render(
      <ThemeProvider>
        <SkuPicker
          {...base}
          quantity={2}
          onQuantityChange={onQuantityChange}
          selected={{ Colour: 'Red', Size: 'S' }}
          onSelectedChange={vi.fn()}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('Stock: 2')).toBeInTheDocument();
    expect(screen.getByText('Selected: Red, S')).toBeInTheDocument();
    expect(document.querySelector('.bz-price__integer')).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });

  it('clears a value tapped again', () => {
    const onSelectedChange = vi.fn();
    render(<SkuPicker {...base} selected={{ Colour: 'Blue' }} onSelectedChange={onSelectedChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(onSelectedChange).toHaveBeenCalledWith({});
  });
});

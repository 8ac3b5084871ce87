import { describe, expect, it } from 'vitest';
import { parseCheckoutLines } from './checkout-lines';

const parse = (qs: string) => parseCheckoutLines(new URLSearchParams(qs));

describe('parseCheckoutLines', () => {
  it('reads bag lines', () => {
    expect(parse('cart_ids=3,4')).toEqual({ cart_ids: [3, 4] });
  });

  it('reads buy-now lines, with and without a SKU', () => {
    const items = JSON.stringify([
      { product_id: 1, sku_id: 2, quantity: 3 },
      { product_id: 5, sku_id: null, quantity: 1 },
    ]);
    expect(parse(`items=${encodeURIComponent(items)}`)).toEqual({
      items: [
        { product_id: 1, sku_id: 2, quantity: 3 },
        { product_id: 5, quantity: 1 },
      ],
    });
  });

  it('refuses malformed input', () => {
    expect(parse('')).toBeNull();
    expect(parse('cart_ids=1,x')).toBeNull();
    expect(parse('cart_ids=0')).toBeNull();
    expect(parse('items=not-json')).toBeNull();
    expect(parse(`items=${encodeURIComponent('[{"product_id":1,"quantity":0}]')}`)).toBeNull();
    expect(parse(`items=${encodeURIComponent('[]')}`)).toBeNull();
  });
});

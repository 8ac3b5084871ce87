import { describe, expect, it } from 'vitest';
import type { ProductFlash } from '@bazaar/contract';
import { flashSkuOf, isSoldOut, leftForShopper, lowestFlashPrice } from './flash-item-data';

const flash: ProductFlash = {
  session_id: 1,
  starts_at: 100,
  ends_at: 200,
  status: 'live',
  per_user_limit: 2,
  skus: [
    { sku_id: 11, flash_price: '10.50', flash_stock: 20, sold: 20 },
    { sku_id: 12, flash_price: '9.90', flash_stock: 5, sold: 1 },
  ],
};

describe('flash offers', () => {
  it('finds a SKU on sale, and none for one that is not', () => {
    expect(flashSkuOf(flash, 12)?.flash_price).toBe('9.90');
    expect(flashSkuOf(flash, 13)).toBeUndefined();
    expect(flashSkuOf(flash, null)).toBeUndefined();
  });

  it('shows the lowest flash price before a SKU is chosen, compared as money', () => {
    expect(lowestFlashPrice(flash)?.sku_id).toBe(12);
    expect(lowestFlashPrice({ ...flash, skus: [] })).toBeUndefined();
  });

  it('is sold out once the units taken reach the units offered', () => {
    expect(isSoldOut(flash.skus[0]!)).toBe(true);
    expect(isSoldOut(flash.skus[1]!)).toBe(false);
  });

  it('leaves the shopper their limit less what they bought, never below none, and says nothing to a guest', () => {
    expect(leftForShopper(flash)).toBeUndefined();
    expect(leftForShopper({ ...flash, bought: 0 })).toBe(2);
    expect(leftForShopper({ ...flash, bought: 1 })).toBe(1);
    expect(leftForShopper({ ...flash, bought: 3 })).toBe(0);
  });
});

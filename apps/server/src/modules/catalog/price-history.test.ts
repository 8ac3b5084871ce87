import { describe, expect, it } from 'vitest';
import { lowestPrice } from './price-history';

describe('lowestPrice', () => {
  it('takes the lowest of the current price, the window and the price in force when it opened', () => {
    expect(lowestPrice(1000, [])).toBe(1000);
    expect(lowestPrice(1000, [1200, 900])).toBe(900);
    expect(lowestPrice(1000, [1200], 800)).toBe(800);
  });
});

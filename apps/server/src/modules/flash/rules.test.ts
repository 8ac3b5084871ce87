import { describe, expect, it } from 'vitest';
import { overlaps, unitsLeftFor } from './rules';

describe('overlaps', () => {
  it('counts a shared second, not windows that only touch', () => {
    expect(overlaps({ starts_at: 100, ends_at: 200 }, { starts_at: 199, ends_at: 300 })).toBe(true);
    expect(overlaps({ starts_at: 100, ends_at: 200 }, { starts_at: 200, ends_at: 300 })).toBe(false);
    expect(overlaps({ starts_at: 100, ends_at: 400 }, { starts_at: 200, ends_at: 300 })).toBe(true);
  });
});

describe('unitsLeftFor', () => {
  it('is the smaller of what the shopper may still buy and what is left, never below zero', () => {
    expect(unitsLeftFor({ per_user_limit: 2, flash_stock: 10, sold: 3 }, 0)).toBe(2);
    expect(unitsLeftFor({ per_user_limit: 2, flash_stock: 10, sold: 3 }, 1)).toBe(1);
    expect(unitsLeftFor({ per_user_limit: 5, flash_stock: 10, sold: 9 }, 0)).toBe(1);
    expect(unitsLeftFor({ per_user_limit: 2, flash_stock: 10, sold: 10 }, 3)).toBe(0);
  });
});

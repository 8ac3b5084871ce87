import { describe, expect, it } from 'vitest';
import { unitsToCents } from './token-amount';

describe('unitsToCents', () => {
  it('keeps USDT’s 6 decimals: whole cents credited, the rest recorded', () => {
    expect(unitsToCents(12_345_678n, 6)).toEqual({ cents: 1234n, remainder: 5678n });
    expect(unitsToCents(25_000_000n, 6)).toEqual({ cents: 2500n, remainder: 0n });
    expect(unitsToCents(9_999n, 6)).toEqual({ cents: 0n, remainder: 9_999n });
  });

  it('works for 18 decimals beyond the safe integer range, and for 2 or fewer', () => {
    expect(unitsToCents(1_234_567_890_123_456_789_012n, 18)).toEqual({
      cents: 123_456n,
      remainder: 7_890_123_456_789_012n,
    });
    expect(unitsToCents(1234n, 2)).toEqual({ cents: 1234n, remainder: 0n });
    expect(unitsToCents(7n, 0)).toEqual({ cents: 700n, remainder: 0n });
  });

  it('refuses negative amounts and impossible decimals', () => {
    expect(() => unitsToCents(-1n, 6)).toThrow(RangeError);
    expect(() => unitsToCents(1n, -1)).toThrow(RangeError);
    expect(() => unitsToCents(1n, 1.5)).toThrow(RangeError);
  });
});

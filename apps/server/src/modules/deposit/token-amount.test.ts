import { describe, expect, it } from 'vitest';
import { unitsText, unitsToCents } from './token-amount';

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

describe('unitsText', () => {
  it('writes the exact token amount with all its decimals', () => {
    expect(unitsText(500_000n, 6)).toBe('0.500000');
    expect(unitsText(12_345_678n, 6)).toBe('12.345678');
    expect(unitsText(0n, 6)).toBe('0.000000');
    expect(unitsText(1_234_567_890_123_456_789_012n, 18)).toBe('1234.567890123456789012');
    expect(unitsText(7n, 0)).toBe('7');
  });

  it('refuses negative amounts and impossible decimals', () => {
    expect(() => unitsText(-1n, 6)).toThrow(RangeError);
    expect(() => unitsText(1n, 1.5)).toThrow(RangeError);
  });
});

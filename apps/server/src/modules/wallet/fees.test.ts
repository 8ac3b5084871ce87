import { describe, expect, it } from 'vitest';
import { bpToPercent, splitFee } from './fees';

describe('splitFee', () => {
  it('takes 1% of a round amount', () => {
    expect(splitFee(10_000, 100)).toEqual({ fee: 100, actual: 9_900 });
  });

  it('rounds half a cent up and less than half down', () => {
    expect(splitFee(1_050, 100)).toEqual({ fee: 11, actual: 1_039 }); // 10.5 cents → 11
    expect(splitFee(1_049, 100)).toEqual({ fee: 10, actual: 1_039 }); // 10.49 cents → 10
  });

  it('handles fractional rates and zero', () => {
    expect(splitFee(1_000, 50)).toEqual({ fee: 5, actual: 995 });
    expect(splitFee(1_000, 0)).toEqual({ fee: 0, actual: 1_000 });
  });

  it('never charges more than the amount and always adds up', () => {
    expect(splitFee(1, 20_000)).toEqual({ fee: 1, actual: 0 });
    for (const amount of [1, 7, 999, 123_457, 100_000_000_00]) {
      const { fee, actual } = splitFee(amount, 137);
      expect(fee + actual).toBe(amount);
    }
  });

  it('refuses non-integer input', () => {
    expect(() => splitFee(10.5, 100)).toThrow();
  });

  it('shows the rate as a percent', () => {
    expect(bpToPercent(100)).toBe(1);
    expect(bpToPercent(50)).toBe(0.5);
  });
});

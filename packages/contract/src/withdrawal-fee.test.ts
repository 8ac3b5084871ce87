import { describe, expect, it } from 'vitest';
import { bpToPercent, feeCents, percentToBp, previewFee, splitFee } from './withdrawal-fee';

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
    expect(() => splitFee(-1, 100)).toThrow();
    expect(() => splitFee(100, 0.5)).toThrow();
  });

  it('agrees with the bigint rule the preview uses', () => {
    for (const amount of [0, 1, 49, 50, 1_049, 1_050, 987_654_321]) {
      expect(BigInt(splitFee(amount, 137).fee)).toBe(feeCents(BigInt(amount), 137n));
    }
  });
});

describe('rates', () => {
  it('shows basis points as the wire percent and back', () => {
    expect(bpToPercent(100)).toBe(1);
    expect(bpToPercent(50)).toBe(0.5);
    expect(percentToBp(0.5)).toBe(50);
    expect(percentToBp(1.37)).toBe(137);
  });
});

describe('previewFee', () => {
  it('matches the server rule: half up to the cent', () => {
    expect(previewFee('100.50', 1)).toEqual({ fee: '1.01', actual: '99.49' });
    expect(previewFee('10.49', 1)).toEqual({ fee: '0.10', actual: '10.39' });
    expect(previewFee('100', 0.5)).toEqual({ fee: '0.50', actual: '99.50' });
  });

  it('is zero for an empty amount and never exceeds the amount', () => {
    expect(previewFee('', 1)).toEqual({ fee: '0.00', actual: '0.00' });
    expect(previewFee('0.01', 200)).toEqual({ fee: '0.01', actual: '0.00' });
  });
});

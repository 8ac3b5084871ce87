import { describe, expect, it } from 'vitest';
import { discountOf, largestRemainder, myVoucherStatus } from './rules';

describe('discountOf', () => {
  it('takes a percent rounded down to the cent, at most max_discount', () => {
    expect(discountOf({ kind: 'percent', value: 10, max_discount: null }, 5999)).toBe(599);
    expect(discountOf({ kind: 'percent', value: 10, max_discount: 500 }, 5999)).toBe(500);
    expect(discountOf({ kind: 'percent', value: 33, max_discount: null }, 101)).toBe(33);
  });

  it('never takes more than the base, nor anything off nothing', () => {
    expect(discountOf({ kind: 'amount', value: 1000, max_discount: null }, 800)).toBe(800);
    expect(discountOf({ kind: 'amount', value: 1000, max_discount: null }, 0)).toBe(0);
    expect(discountOf({ kind: 'amount', value: 1000, max_discount: null }, -5)).toBe(0);
  });
});

describe('largestRemainder', () => {
  it('gives the cents left by rounding down to the largest remainders', () => {
    const split = largestRemainder(749, [
      ['a', 5499],
      ['b', 2000],
    ]);
    expect([...split]).toEqual([
      ['a', 549],
      ['b', 200],
    ]);
  });

  it('adds up to the total and breaks ties by the larger weight, then the earlier key', () => {
    const split = largestRemainder(100, [
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect([...split.values()]).toEqual([34, 33, 33]);
    const bigger = largestRemainder(1, [
      [1, 100],
      [2, 300],
    ]);
    expect([...bigger.values()]).toEqual([0, 1]);
  });

  it('never gives a key more than its weight', () => {
    const split = largestRemainder(7, [
      ['a', 1],
      ['b', 6],
    ]);
    expect([...split.values()]).toEqual([1, 6]);
    expect([...largestRemainder(5, [['a', 0]]).values()]).toEqual([0]);
  });
});

describe('myVoucherStatus', () => {
  it('is used once spent, expired when unused past its end or stopped', () => {
    expect(myVoucherStatus('used', { ends_at: 0, stopped: 1 }, 100)).toBe('used');
    expect(myVoucherStatus('unused', { ends_at: 99, stopped: 0 }, 100)).toBe('expired');
    expect(myVoucherStatus('unused', { ends_at: 100, stopped: 1 }, 100)).toBe('expired');
    expect(myVoucherStatus('unused', { ends_at: 100, stopped: 0 }, 100)).toBe('unused');
  });
});

import { describe, expect, it } from 'vitest';
import { paidShares, spreadRefund } from './paid-shares';

describe('paidShares', () => {
  it('splits the total by goods amount, the rounding cents going to the last line', () => {
    const lines = [
      { id: 1, price: 1000, quantity: 1 },
      { id: 2, price: 1000, quantity: 2 },
    ];
    // 3000 goods + 500 freight − 1 discount = 3499
    const shares = paidShares(lines, 3499);
    expect(shares.get(1)).toBe(1166);
    expect(shares.get(2)).toBe(2333);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(3499);
  });

  it('gives a single line the whole total, discount and freight included', () => {
    expect(paidShares([{ id: 7, price: 999, quantity: 3 }], 2500).get(7)).toBe(2500);
  });

  it('never divides by zero for free goods', () => {
    const shares = paidShares(
      [
        { id: 1, price: 0, quantity: 1 },
        { id: 2, price: 0, quantity: 1 },
      ],
      300,
    );
    expect([shares.get(1), shares.get(2)]).toEqual([0, 300]);
  });
});

describe('spreadRefund', () => {
  it('fills lines in order up to what is left on each', () => {
    const spread = spreadRefund(
      1500,
      new Map([
        [1, 1000],
        [2, 800],
      ]),
    );
    expect([...spread.entries()]).toEqual([
      [1, 1000],
      [2, 500],
    ]);
  });
});

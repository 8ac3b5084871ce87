import { describe, expect, it } from 'vitest';
import { sumMoney } from './sum-money';

describe('sumMoney', () => {
  it('adds in cents without float error', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['19.99', '5', 0.01])).toBe('25.00');
    expect(sumMoney([])).toBe('0.00');
  });
});

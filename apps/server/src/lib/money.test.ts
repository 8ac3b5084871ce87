import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('formatMoney', () => {
  it('writes exactly two decimals', () => {
    expect(formatMoney(1250)).toBe('12.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(-123456)).toBe('-1234.56');
    expect(formatMoney(9007199254740991n)).toBe('90071992547409.91');
  });
});

describe('parseMoney', () => {
  it('reads numbers and numeric strings with at most two decimals', () => {
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney(' 7 ')).toBe(700);
    expect(parseMoney(12.34)).toBe(1234);
    expect(parseMoney(0.1)).toBe(10);
    expect(parseMoney(19.99)).toBe(1999);
    expect(parseMoney(0)).toBe(0);
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '1.234', '-1', '1e3', '1,00', '.5', null, undefined, NaN, -3, 0.1 + 0.2, {}, '12.']) {
      expect(parseMoney(bad)).toBeUndefined();
    }
    expect(parseMoney('99999999999999')).toBeUndefined();
  });
  it('round-trips with formatMoney', () => {
    for (const cents of [0, 1, 99, 100, 1999, 123456789]) expect(parseMoney(formatMoney(cents))).toBe(cents);
  });
});

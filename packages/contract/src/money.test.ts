import { describe, expect, it } from 'vitest';
import { formatMoney, normalizeMoney, parseMoney, sumMoney, toCents } from './money';

describe('formatMoney', () => {
  it('writes cents with exactly two decimals', () => {
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

describe('normalizeMoney', () => {
  it.each([
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['0012.345', '12.35'],
    ['.5', '0.50'],
    ['-3.1', '-3.10'],
    ['-0.001', '0.00'],
    [0.1 + 0.2, '0.30'],
    ['99.995', '100.00'],
    ['not money', 'not money'],
  ])('%s -> %s', (input, out) => {
    expect(normalizeMoney(input)).toBe(out);
  });
});

describe('toCents', () => {
  it('reads money text as integer cents, half up, and unreadable text as 0', () => {
    expect(toCents('12.50')).toBe(1250n);
    expect(toCents('-3.1')).toBe(-310n);
    expect(toCents('0.005')).toBe(1n);
    expect(toCents(19.99)).toBe(1999n);
    expect(toCents('90071992547409931.01')).toBe(9007199254740993101n);
    expect(toCents('not money')).toBe(0n);
  });
});

describe('sumMoney', () => {
  it('adds in cents without float error', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['19.99', '5', 0.01])).toBe('25.00');
    expect(sumMoney(['1.00', '-3.50'])).toBe('-2.50');
    expect(sumMoney([])).toBe('0.00');
  });
});

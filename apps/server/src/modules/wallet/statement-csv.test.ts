import { describe, expect, it } from 'vitest';
import { signedMoney } from './statement-csv';

describe('signedMoney', () => {
  it('writes an amount with its sign, as /capitalRecord shows it', () => {
    expect(signedMoney(-1250)).toBe('-12.50');
    expect(signedMoney(1250)).toBe('+12.50');
    expect(signedMoney(0)).toBe('0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { bankCardProblem, maskBankCardNo, normalizeBankCardNo } from './bank-card';

describe('bank card numbers', () => {
  it('drops the spaces and dashes that group digits', () => {
    expect(normalizeBankCardNo(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
  });

  it('refuses letters, short and long numbers', () => {
    expect(bankCardProblem('12')).toBe('length');
    expect(bankCardProblem('4111abcd11111111')).toBe('digits');
    expect(bankCardProblem('１２３４５６７８９０１２')).toBe('digits');
    expect(bankCardProblem('12345678901234567890')).toBe('length');
  });

  it('checks the Luhn digit of payment cards only', () => {
    expect(bankCardProblem('4111111111111111')).toBeNull();
    expect(bankCardProblem('4111111111111112')).toBe('checksum');
    expect(bankCardProblem('6212261202001234560')).toBe('checksum');
    expect(bankCardProblem('2221000000000009')).toBeNull();
    // A bank account number outside the card ranges has no check digit.
    expect(bankCardProblem('0123456789012')).toBeNull();
  });

  it('shows the last four digits only', () => {
    expect(maskBankCardNo('4111111111111111')).toBe('•••• 1111');
    expect(maskBankCardNo('')).toBe('');
  });
});

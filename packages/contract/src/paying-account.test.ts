import { describe, expect, it } from 'vitest';
import { normalizePayingAccount, payingAccountProblem } from './paying-account';

const problem = (raw: string) => payingAccountProblem(normalizePayingAccount(raw));

describe('paying accounts of card top-ups', () => {
  it('drops grouping spaces and dashes and upper-cases letters', () => {
    expect(normalizePayingAccount(' gb82 west-1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
  });

  it.each([
    ['4111 1111 1111 1111', null],
    ['4111111111111112', 'card_checksum'],
    ['6212 2612 0200 1234 560', 'card_checksum'],
    // Digits outside the card ranges are a plain account number: no check digit.
    ['0123456789', null],
    ['12345678901234567890123', null],
    ['GB82 WEST 1234 5698 7654 32', null],
    ['DE89370400440532013000', null],
    ['GB82WEST12345698765431', 'iban_checksum'],
    ['ACC-778812', null],
    ['12', 'format'],
    ['TXYZ', 'format'],
    ['abcdefgh', 'format'],
    ['4111.1111.1111.1111', 'format'],
    ['1234567890123456789012345678901234567', 'format'],
  ] as const)('%s → %s', (raw, expected) => {
    expect(problem(raw)).toBe(expected);
  });
});

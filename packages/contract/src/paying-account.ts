import { bankCardProblem, normalizeBankCardNo } from './bank-card';

/**
 * The account a card top-up was paid from: a bank card number or a bank account number (IBAN
 * or national), checked the same way by the server and the shop so an operator never has to
 * match a payment against junk.
 */

/** Why a paying account is refused: neither a card nor an account number, or a failed check digit. */
export type PayingAccountProblem = 'format' | 'card_checksum' | 'iban_checksum';

/** As stored: the spaces and dashes that group characters dropped, letters upper-cased. */
export function normalizePayingAccount(raw: string): string {
  return normalizeBankCardNo(raw).toUpperCase();
}

/** IBAN (ISO 13616): two letters, two check digits, then the national account. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/** ISO 7064 mod 97-10: the country and check digits moved to the end, letters as 10–35, remainder 1. */
function passesIbanCheck(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = parseInt(char, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder === 1;
}

/**
 * The problem of a normalized paying account, or null. Digits only: a payment card (12–19
 * digits, Luhn) when its first digits are a card's, else a plain account number (6–34 digits).
 * With letters: 6–34 letters and digits, at least one digit (no account number is letters only),
 * mod-97 checked when it has the shape of an IBAN.
 */
export function payingAccountProblem(account: string): PayingAccountProblem | null {
  if (!/^[A-Z0-9]{6,34}$/.test(account) || !/\d/.test(account)) return 'format';
  if (/^\d+$/.test(account)) {
    const card = bankCardProblem(account);
    if (card === 'checksum') return 'card_checksum';
    return null;
  }
  if (IBAN_SHAPE.test(account) && !passesIbanCheck(account)) return 'iban_checksum';
  return null;
}

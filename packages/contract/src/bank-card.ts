/**
 * Bank card numbers of withdrawals, checked the same way by the server and the shop so the
 * shopper sees the server's message before a round trip.
 */

/** Why a card number is refused: not only digits, not 12–19 of them, or a failed Luhn check. */
export type BankCardProblem = 'digits' | 'length' | 'checksum';

/** The number as stored: spaces and dashes the shopper typed to group digits are dropped. */
export function normalizeBankCardNo(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Luhn (ISO/IEC 7812-1): every second digit from the right doubled, the sum a multiple of 10. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Payment cards carry a Luhn check digit; plain bank account numbers do not. A card is told by
 * its major industry identifier (ISO/IEC 7812): 3 (Amex, JCB, Diners), 4 and 5 (Visa,
 * Mastercard), 6 (UnionPay, Discover), and Mastercard's 2221–2720 range.
 */
function isPaymentCard(digits: string): boolean {
  if (/^[3-6]/.test(digits)) return true;
  const prefix = Number(digits.slice(0, 4));
  return prefix >= 2221 && prefix <= 2720;
}

/** The problem of a normalized card number, or null when it can be paid to. */
export function bankCardProblem(cardNo: string): BankCardProblem | null {
  if (!/^\d+$/.test(cardNo)) return 'digits';
  if (cardNo.length < 12 || cardNo.length > 19) return 'length';
  if (isPaymentCard(cardNo) && !passesLuhn(cardNo)) return 'checksum';
  return null;
}

/** What a shopper's records and the console's lists show: the last four digits only. */
export function maskBankCardNo(cardNo: string): string {
  return cardNo ? `•••• ${cardNo.slice(-4)}` : '';
}

/**
 * Money is integer cents everywhere inside the server. These two functions are the only
 * doors: cents -> "12.50" for answers, and number|string -> cents for requests.
 * The parser works on the decimal text, never on float arithmetic.
 */

/** Cents to the wire format: exactly two decimals, e.g. 1250 -> "12.50", -5 -> "-0.05". */
export function formatMoney(cents: number | bigint): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

const MONEY_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;
/** Largest amount accepted: keeps cents inside the safe integer range with room for sums. */
export const MAX_MONEY_CENTS = 1_000_000_000_00;

/**
 * A request amount to cents, or undefined when it is not a non-negative amount with at most
 * two decimals. Numbers are read through their shortest decimal text (12.3 -> "12.3"), so
 * 0.1 + 0.2 style noise (0.30000000000000004) is refused rather than rounded.
 */
export function parseMoney(input: unknown): number | undefined {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return undefined;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return undefined;
  }
  const match = MONEY_TEXT.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_MONEY_CENTS ? cents : undefined;
}

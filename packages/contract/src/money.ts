/**
 * Money is integer cents everywhere inside the server; on the wire it is decimal text with exactly two
 * decimals ("12.50"). This is the one home of the conversions, for the server and the clients alike:
 * cents → text ({@link formatMoney}), a request amount → cents ({@link parseMoney}, strict), an answer's
 * text → cents for comparisons and sums ({@link toCents}, lenient). None of them goes through float
 * arithmetic on the amount.
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

/**
 * Money as shown or typed on a client ("12.5", "0012.345", "-3.1", or a number of units) to cents,
 * rounding half up on the third decimal; undefined when it is not a decimal amount at all.
 * Numbers go through `toFixed(2)`, so `0.1 + 0.2` reads as 30 cents.
 */
function readCents(value: string | number): bigint | undefined {
  const raw = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(raw);
  if (!match) return undefined;
  const [, sign = '', int = '', frac = ''] = match;
  const integer = int.replace(/^0+(?=\d)/, '') || '0';
  const cents = BigInt(integer + (frac + '00').slice(0, 2)) + (Number(frac[2] ?? '0') >= 5 ? 1n : 0n);
  return sign ? -cents : cents;
}

/** Money text (or a number of units) as integer cents, for comparisons and sums; unreadable text is 0. */
export function toCents(value: string | number): bigint {
  return readCents(value) ?? 0n;
}

/**
 * Money text with exactly two decimals, half up: "12.5" -> "12.50", "-0.001" -> "0.00".
 * Text that is not an amount comes back as it is, so a display never invents a figure.
 */
export function normalizeMoney(value: string | number): string {
  const cents = readCents(value);
  return cents === undefined ? (typeof value === 'number' ? value.toFixed(2) : value.trim()) : formatMoney(cents);
}

/** Adds money texts in integer cents (never floats) and answers "12.50". */
export function sumMoney(values: ReadonlyArray<string | number>): string {
  return formatMoney(values.reduce<bigint>((sum, v) => sum + toCents(v), 0n));
}

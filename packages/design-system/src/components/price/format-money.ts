/**
 * Normalises a money value to a two-decimal string without going through
 * floating point for strings: the API sends exact decimal strings ("12.50")
 * and `0.1 + 0.2`-style drift must never reach a price tag.
 */
export function formatMoney(value: string | number): string {
  const raw = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(raw);
  if (!match) return raw;
  const [, sign = '', int = '', frac = ''] = match;
  const integer = int.replace(/^0+(?=\d)/, '') || '0';
  // Round half up on the third decimal, carrying into the integer part.
  const cents = BigInt(integer + (frac + '00').slice(0, 2)) + (Number(frac[2] ?? '0') >= 5 ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  const isZero = cents === 0n;
  return `${isZero ? '' : sign}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Money as integer cents, for comparisons. */
export function toCents(value: string | number): bigint {
  const text = formatMoney(value);
  return /^-?\d+\.\d{2}$/.test(text) ? BigInt(text.replace('.', '')) : 0n;
}

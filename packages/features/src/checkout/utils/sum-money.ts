import { toCents } from '@bazaar/design-system';

/** Adds money strings in integer cents (never floats) and answers "12.50". */
export function sumMoney(values: Array<string | number>): string {
  const cents = values.reduce<bigint>((sum, v) => sum + toCents(v), 0n);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

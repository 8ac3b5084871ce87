import { normalizeMoney } from '@bazaar/contract';
import { numberFormat, useNumberLocale } from '../../number-format';

/** A money value as the shopper's locale writes it: sign, grouped integer, decimal separator, cents. */
export type MoneyParts = { sign: string; integer: string; separator: string; decimals: string };

function localeMoney(locale: string) {
  const group = numberFormat(locale, { maximumFractionDigits: 0 });
  const separator = numberFormat(locale, {})
    .formatToParts(0.5)
    .find((p) => p.type === 'decimal')?.value;
  return { group, separator: separator ?? '.' };
}

/**
 * Splits a money value for `locale` (a BCP 47 tag such as "vi-VN") with Intl.NumberFormat.
 * The digits come from the contract's exact two-decimal text (`normalizeMoney`, built on its cents → text):
 * the integer is grouped as a BigInt, so no amount goes through floating point; only the separators come
 * from the locale.
 */
export function moneyParts(value: string | number, locale: string): MoneyParts | undefined {
  const text = normalizeMoney(value);
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, sign = '', integer = '0', decimals = '00'] = match;
  const { group, separator } = localeMoney(locale);
  return { sign, integer: group.format(BigInt(integer)), separator, decimals };
}

/** A money value in `locale`'s writing, e.g. "1,234.50" (en-US), "1.234,50" (vi-VN); unreadable text as it is. */
export function formatMoneyIn(value: string | number, locale: string): string {
  const parts = moneyParts(value, locale);
  return parts ? `${parts.sign}${parts.integer}${parts.separator}${parts.decimals}` : String(value);
}

/** The locale of the nearest ThemeProvider (antd-mobile's ConfigProvider), e.g. "th-TH". */
export const useMoneyLocale = useNumberLocale;

/** Money with its currency symbol, as Price draws it: "$1,234.50", "-$5.00", "$1.234,50" (vi-VN). */
export function formatPriceIn(value: string | number, locale: string, symbol = '$'): string {
  const parts = moneyParts(value, locale);
  return parts ? `${parts.sign}${symbol}${parts.integer}${parts.separator}${parts.decimals}` : String(value);
}

/** Formats money with its currency symbol in the shopper's locale: wherever money shows without a Price. */
export function useFormatPrice(): (value: string | number) => string {
  const locale = useMoneyLocale();
  return (value) => formatPriceIn(value, locale);
}

/** Formats money in the shopper's locale: `format("1234.5")` → "1,234.50" in English. */
export function useFormatMoney(): (value: string | number) => string {
  const locale = useMoneyLocale();
  return (value) => formatMoneyIn(value, locale);
}

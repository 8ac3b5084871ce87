import type { Lang } from '@bazaar/contract';
import { formatMoney } from '../lib/money';

/**
 * A money parameter of a message: kept as the wire's exact decimal text (also when stored with a
 * notification) and written in the reader's locale only when the text is rendered.
 */
export interface MoneyParam {
  money: string;
}

/** Cents as a money parameter: `moneyParam(123450)` reads "$1,234.50" in English, "$1.234,50" in Vietnamese. */
export const moneyParam = (cents: number | bigint): MoneyParam => ({ money: formatMoney(cents) });

/** The shop's currency symbol, as the storefront's prices show it. */
const SYMBOL = '$';

/** The locale each language groups money in, as the storefront does (its antd-mobile locale). */
const LOCALES: Record<Lang, string> = {
  en: 'en-US',
  'zh-cn': 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  th: 'th-TH',
  vi: 'vi-VN',
};

const formats = new Map<Lang, { group: Intl.NumberFormat; decimal: string }>();
function formatOf(lang: Lang) {
  let format = formats.get(lang);
  if (!format) {
    const locale = LOCALES[lang];
    const decimal = new Intl.NumberFormat(locale).formatToParts(0.5).find((p) => p.type === 'decimal')?.value;
    format = { group: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), decimal: decimal ?? '.' };
    formats.set(lang, format);
  }
  return format;
}

/**
 * "12345.5" → "$12,345.50" (en), "$12.345,50" (vi): the digits come from the exact decimal text
 * (grouped as a BigInt, never a float), only the separators from Intl.NumberFormat, as the
 * storefront's useFormatMoney writes them. Text that is no amount is returned as it is.
 */
export function formatMoneyFor(lang: Lang, amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', cents = ''] = match;
  const { group, decimal } = formatOf(lang);
  return `${sign}${SYMBOL}${group.format(BigInt(whole))}${decimal}${cents.padEnd(2, '0')}`;
}

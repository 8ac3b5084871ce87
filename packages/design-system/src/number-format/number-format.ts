// Every number a screen shows, written the reader's way through Intl.NumberFormat: one place decides the
// separators and the compact words, so a Vietnamese screen reads "38,99", "18,8 N" and "95,5%" side by side
// rather than a mix of its own and English writing.

// antd-mobile's zh-CN locale names itself "zh-CH" (Chinese in Switzerland); Intl would group with '.
const LOCALE_FIXES: Record<string, string> = { 'zh-CH': 'zh-CN' };

/** The BCP 47 tag Intl should read for a design-system locale (antd-mobile's `locale.locale`). */
export const numberLocale = (locale: string) => LOCALE_FIXES[locale] ?? locale;

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per locale and options: building an Intl.NumberFormat costs far more than using it. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = numberLocale(locale);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A count in the locale's compact notation, one decimal at most: 12345 → "12.3K" (en), "1.2万" (zh-CN),
 * "12,3 N" (vi). Truncated, so a count never reads more than it is (999,999 is "999.9K", not "1M").
 */
export function formatCount(n: number, locale = 'en-US'): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' }).format(n);
}

/** A decimal with exactly `digits` decimals and the locale's separator: 4.75 → "4.8" (en), "4,8" (vi). */
export function formatDecimal(n: number, locale = 'en-US', digits = 1): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** A percentage given out of 100, up to one decimal: 95.5 → "95.5%" (en), "95,5%" (vi), "%95.5" (tr). */
export function formatPercent(percent: number, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** A span of minutes, long units: under an hour in minutes (at least 1), then whole hours: 8 → "8 minutes", 150 → "3 hours" (en), "3時間" (ja). */
export function formatMinutes(minutes: number, locale = 'en-US'): string {
  const hours = minutes >= 60;
  return numberFormat(locale, { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' }).format(
    hours ? Math.round(minutes / 60) : Math.max(1, minutes),
  );
}

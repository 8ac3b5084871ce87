import { useConfig } from 'antd-mobile';
import { formatCount, formatDecimal, formatMinutes, formatPercent } from './number-format';

/** The locale of the nearest ThemeProvider (antd-mobile's ConfigProvider), e.g. "th-TH". */
export function useNumberLocale(): string {
  return useConfig().locale.locale;
}

/** The number formats of {@link formatCount} and its kin, bound to the ThemeProvider's locale. */
export function useNumberFormat() {
  const locale = useNumberLocale();
  return {
    locale,
    count: (n: number) => formatCount(n, locale),
    decimal: (n: number, digits?: number) => formatDecimal(n, locale, digits),
    percent: (percent: number) => formatPercent(percent, locale),
    minutes: (minutes: number) => formatMinutes(minutes, locale),
  };
}

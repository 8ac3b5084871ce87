export { formatCount, formatDecimal, formatMinutes, formatPercent, numberFormat, numberLocale } from './number-format';
export { useNumberFormat, useNumberLocale } from './use-number-format';

export { Price, priceDefaults, type PriceProps } from './price';
export { formatMoney, toCents } from './format-money';
export { formatMoneyIn, moneyParts, useFormatMoney, useMoneyLocale, type MoneyParts } from './money-locale';

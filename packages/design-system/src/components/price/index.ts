export { Price, priceDefaults, type PriceProps } from './price';
export { formatMoney, toCents } from './format-money';

export { Price, priceDefaults, type PriceProps } from './price';
export {
  formatMoneyIn,
  moneyParts,
  useFormatMoney,
  useFormatPrice,
  formatPriceIn,
  useMoneyLocale,
  type MoneyParts,
} from './money-locale';
/** The contract's money reading, re-exported for display code that already imports it from here. */
export { toCents } from '@bazaar/contract';

export { PriceSummary, priceSummaryDefaults, type PriceSummaryProps, type PriceSummaryRow } from './price-summary';

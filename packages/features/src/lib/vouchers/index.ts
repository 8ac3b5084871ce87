// Vouchers as the shop shows them: the strips to collect them (home, shop page, product detail), their texts, and
// their strings. Imported by path (not through lib's index), so pages without vouchers do not load them.
export { VoucherOffers, type VoucherOffersProps } from './voucher-offers';
export { useCollectVoucher } from './use-collect';
export { useVoucherText, daysLeft, ENDING_SOON_DAYS, type VoucherTerms } from './voucher-text';
export { voucherLocales } from './locales';

export type { VoucherPaths } from './components/voucher-paths';
export { VouchersScreen } from './screens/vouchers-screen';
export { VoucherEditScreen } from './screens/voucher-edit-screen';
export { consoleVoucherLocales } from './locales';

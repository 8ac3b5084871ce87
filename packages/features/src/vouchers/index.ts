export { MyVouchersScreen } from './screens/my-vouchers-screen';
export {
  VoucherOffers,
  useCollectVoucher,
  useVoucherText,
  voucherLocales,
  type VoucherOffersProps,
} from '../lib/vouchers';

import { VoucherEditScreen, VouchersScreen } from '@bazaar/features/console-vouchers';
import { paths } from '../../config/pages';

// The vouchers: the list, and the editor at /vouchers/<id> (or /vouchers/new).
export const Vouchers = () => <VouchersScreen paths={paths} />;
export const VoucherEdit = () => <VoucherEditScreen paths={paths} />;

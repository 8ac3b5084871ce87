import type { MyVoucherStatus } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';

/** GET user/vouchers of one status, endless. */
export function useMyVouchers(status: MyVoucherStatus) {
  const api = useApi();
  return usePagedList(queryKeys.myVouchers(status), (page) => api.voucher.mine({ status, page, limit: 20 }));
}

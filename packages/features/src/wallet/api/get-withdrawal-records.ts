import type { AuditStatus } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { RECORD_PAGE_SIZE } from './get-top-up-records';
import { useWalletVersion } from './wallet-version';

/** GET user/extract_log: the shopper's withdrawals with fee, arrival and audit result; or the one `id`. */
export function useWithdrawalRecords(status?: AuditStatus, id?: number) {
  const api = useApi();
  const version = useWalletVersion();
  return usePagedList(queryKeys.withdrawalRecords(status ?? 'all', id ?? 'any', version), (page) =>
    api.wallet.withdrawalRecords({ status, id, page, limit: RECORD_PAGE_SIZE }),
  );
}

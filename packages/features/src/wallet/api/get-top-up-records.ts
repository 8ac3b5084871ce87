import type { AuditStatus } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { useWalletVersion } from './wallet-version';

export const RECORD_PAGE_SIZE = 15;

/** GET user/recharge_log: the shopper's top-ups, newest first, optionally by status, or the one `id`. */
export function useTopUpRecords(status?: AuditStatus, id?: number) {
  const api = useApi();
  const version = useWalletVersion();
  return usePagedList(queryKeys.topUpRecords(status ?? 'all', id ?? 'any', version), (page) =>
    api.wallet.topUpRecords({ status, id, page, limit: RECORD_PAGE_SIZE }),
  );
}

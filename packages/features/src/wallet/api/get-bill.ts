import { queryKeys, useApi, usePagedList } from '../../lib';
import { RECORD_PAGE_SIZE } from './get-top-up-records';
import { useWalletVersion } from './wallet-version';

/** GET user/bill: fund records (signed, with before and after); `type` is a ledger type or family. */
export function useBill(type?: string) {
  const api = useApi();
  const version = useWalletVersion();
  return usePagedList(queryKeys.bill(type ?? 'all', version), (page) =>
    api.wallet.bill({ type, page, limit: RECORD_PAGE_SIZE }),
  );
}

import type { AdminLedgerListQuery } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';

export type LedgerFilter = Omit<AdminLedgerListQuery, 'page' | 'limit'>;

/** The ledger's postings on a phone, newest first, 20 a page; a new filter starts the list again. */
export function useLedger(filter: LedgerFilter) {
  const api = useApi();
  return usePagedList(queryKeys.ledger(filter.kind ?? '', filter.shop_id ?? 0, filter.keyword ?? ''), (page) =>
    api.admin.ledgerList({ ...filter, page, limit: 20 }),
  );
}

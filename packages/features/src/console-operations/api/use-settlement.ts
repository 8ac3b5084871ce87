import useSWR from 'swr';
import type { SettlementQuery } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

/** The settlement of a period (and one shop, for an admin); refetched when the filter changes. */
export function useSettlement(query: SettlementQuery) {
  const api = useApi();
  return useSWR(queryKeys.settlement(query.shop_id ?? 0, query.start ?? 0, query.end ?? 0), () =>
    api.admin.settlement(query),
  );
}

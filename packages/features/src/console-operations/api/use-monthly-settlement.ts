import useSWR from 'swr';
import type { MonthlySettlementQuery } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

/** The settlement per calendar month (12, this month first); an admin's of one shop or all, a merchant's own. */
export function useMonthlySettlement(query: MonthlySettlementQuery) {
  const api = useApi();
  return useSWR(queryKeys.monthlySettlement(query.shop_id ?? 0, query.months ?? 12), () =>
    api.admin.monthlySettlement(query),
  );
}

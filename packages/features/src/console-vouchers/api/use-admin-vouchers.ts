import useSWR from 'swr';
import type { AdminVoucher, VoucherScope } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList, type PagedList } from '../../lib';

/** The most a list call returns at once (the contract's cap). */
const LIMIT = 50;

/** The console's vouchers of one scope ('all': every scope the caller may see), newest first, paged. */
export function useAdminVouchers(scope: VoucherScope | 'all'): PagedList<AdminVoucher> {
  const api = useApi();
  return usePagedList<AdminVoucher>(queryKeys.adminVouchers(scope), (page) =>
    api.admin.voucher.list({ page, limit: 20, ...(scope === 'all' ? {} : { scope }) }),
  );
}

/**
 * The voucher an editor opens (`id` null: a new one loads nothing). There is no detail call, so the
 * list is read page by page until it turns up; null when the caller has no such voucher.
 */
export function useAdminVoucher(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : queryKeys.adminVoucher(id), async () => {
    for (let page = 1; ; page += 1) {
      const answer = await api.admin.voucher.list({ page, limit: LIMIT });
      const found = answer.data.find((v) => v.id === id);
      if (found) return found;
      if (answer.current_page >= answer.last_page) return null;
    }
  });
}

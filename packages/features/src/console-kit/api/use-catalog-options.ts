import useSWR from 'swr';
import type { AdminCategory, AdminShop } from '@bazaar/contract';
import { useApi } from '../../lib';
import { queryKeys } from '../../lib/queries/keys';

/** How many shops a chooser lists at once; past that, it offers a search. */
export const SHOP_OPTIONS_LIMIT = 50;

/** Categories for the editors' pickers (every operator may read them). */
export function useCategoryOptions() {
  const api = useApi();
  return useSWR(
    queryKeys.categoryOptions(),
    async () => (await api.admin.categories.list<AdminCategory>({ limit: 50 })).data,
  );
}

/** Shops for an admin's choosers (newest first), matching `keyword` (a name part or an id) when given. */
export function useAdminShopOptions(keyword: string) {
  const api = useApi();
  return useSWR(queryKeys.shopOptions(keyword), async () => {
    const page = await api.admin.shops.list<AdminShop>({ limit: SHOP_OPTIONS_LIMIT, keyword: keyword || undefined });
    return { shops: page.data, total: page.total };
  });
}

/** One shop by id (the chosen one, when a search or the first page does not hold it); null skips. */
export function useAdminShop(id: number | null) {
  const api = useApi();
  return useSWR(id ? queryKeys.adminShop(id) : null, () => api.admin.shops.detail<AdminShop>(id!));
}

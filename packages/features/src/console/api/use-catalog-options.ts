import useSWR from 'swr';
import type { AdminCategory, AdminShop } from '@bazaar/contract';
import { useApi } from '../../lib';

/** Categories for the editors' pickers (every operator may read them). */
export function useCategoryOptions() {
  const api = useApi();
  return useSWR(
    ['console', 'catalog', 'category-options'],
    async () => (await api.admin.categories.list<AdminCategory>({ limit: 50 })).data,
  );
}

/** Shops for an admin's pickers and filter (the first 50, newest first); null skips (a merchant). */
export function useAdminShopOptions(enabled: boolean) {
  const api = useApi();
  return useSWR(
    enabled ? ['console', 'catalog', 'shop-options'] : null,
    async () => (await api.admin.shops.list<AdminShop>({ limit: 50 })).data,
  );
}

import type { AdminProductListQuery, Page } from '@bazaar/contract';
import { type PagedList, queryKeys, usePagedList } from '../../lib';

export type CatalogFilter = Omit<AdminProductListQuery, 'page' | 'limit'>;

/** A catalog editor's list (shops, categories, products), re-fetched when its filter changes. */
export function useCatalogList<T>(
  name: 'shop' | 'category' | 'product',
  filter: CatalogFilter,
  fetch: (query: AdminProductListQuery) => Promise<Page<T>>,
): PagedList<T> {
  const key = queryKeys.catalogList(name, filter.status ?? '', filter.keyword ?? '', filter.shop_id ?? 0);
  return usePagedList<T>(key, (page) => fetch({ ...filter, page, limit: 20 }));
}

import type { SearchQuery } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

export type SearchFilters = Pick<SearchQuery, 'keyword' | 'category_id' | 'min_price' | 'max_price' | 'sort'>;

/** GET product/search; `filters` null pauses the list (nothing searched yet). */
export function useSearchProducts(filters: SearchFilters | null) {
  const api = useApi();
  const [lang] = useKeyScope();
  return usePagedList(filters ? queryKeys.productSearch(JSON.stringify(filters), lang) : null, (page) =>
    api.catalog.search({ ...filters, page, limit: PAGE_SIZE }),
  );
}

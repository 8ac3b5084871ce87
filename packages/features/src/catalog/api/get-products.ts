import type { ProductSort } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET index/product: all products, by category and sort. */
export function useProducts(categoryId: number | undefined, sort: ProductSort) {
  const api = useApi();
  const [lang] = useKeyScope();
  return usePagedList(queryKeys.products(categoryId ?? 0, sort, lang), (page) =>
    api.catalog.products({ category_id: categoryId, sort, page, limit: PAGE_SIZE }),
  );
}

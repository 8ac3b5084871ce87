import type { ShopSort } from '@bazaar/contract';
import { useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET shop/list: the shop street, by keyword and sort. */
export function useShops(keyword: string, sort: ShopSort) {
  const api = useApi();
  const scope = useKeyScope();
  return usePagedList(['shop/list', keyword, sort, ...scope], (page) =>
    api.catalog.shops({ keyword: keyword || undefined, sort, page, limit: PAGE_SIZE }),
  );
}

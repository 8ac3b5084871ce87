import type { ShopSort } from '@bazaar/contract';
import { queryKeys, useApi, useFirstData, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET shop/list: the shop street, by keyword and sort. */
export function useShops(keyword: string, sort: ShopSort) {
  const api = useApi();
  const scope = useKeyScope();
  // A visitor's prerendered /shopStreet carries the first page of the unfiltered street.
  const first = useFirstData('shops', scope[0]);
  const firstPage = !keyword && sort === 'default' && !scope[1] ? first : undefined;
  return usePagedList(
    queryKeys.shopList(keyword, sort, scope),
    (page) => api.catalog.shops({ keyword: keyword || undefined, sort, page, limit: PAGE_SIZE }),
    { firstPage },
  );
}

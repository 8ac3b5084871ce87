import type { ProductSort } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET shop/products: one shop's products, sorted. */
export function useShopProducts(id: number, sort: ProductSort) {
  const api = useApi();
  const [lang] = useKeyScope();
  return usePagedList(id > 0 ? queryKeys.shopProducts(id, sort, lang) : null, (page) =>
    api.catalog.shopProducts({ id, sort, page, limit: PAGE_SIZE }),
  );
}

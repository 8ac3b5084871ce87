import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET index/hot_product: best sellers. */
export function useHotProducts() {
  const api = useApi();
  const [lang] = useKeyScope();
  return usePagedList(queryKeys.hotProducts(lang), (page) => api.catalog.hotProducts({ page, limit: PAGE_SIZE }));
}

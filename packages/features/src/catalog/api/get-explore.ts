import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET product/explore: the mixed feed. */
export function useExplore() {
  const api = useApi();
  const [lang] = useKeyScope();
  return usePagedList(queryKeys.explore(lang), (page) => api.catalog.explore({ page, limit: PAGE_SIZE }));
}

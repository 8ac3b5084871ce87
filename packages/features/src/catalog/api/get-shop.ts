import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';
import { useKeyScope } from './catalog-key';

/** GET shop/detail: header, follower and product counts, `followed` when signed in. */
export function useShop(id: number) {
  const api = useApi();
  const scope = useKeyScope();
  return useSWR(id > 0 ? queryKeys.shopDetail(id, scope) : null, () => api.catalog.shopDetail(id));
}

import useSWR from 'swr';
import { useApi } from '../../lib';
import { useKeyScope } from './catalog-key';

export const shopKey = (id: number, scope: readonly [string, boolean]) => ['shop/detail', id, ...scope] as const;

/** GET shop/detail: header, follower and product counts, `followed` when signed in. */
export function useShop(id: number) {
  const api = useApi();
  const scope = useKeyScope();
  return useSWR(id > 0 ? shopKey(id, scope) : null, () => api.catalog.shopDetail(id));
}

import useSWR from 'swr';
import { useApi } from '../../lib';
import { useKeyScope } from './catalog-key';

export const productKey = (id: number, scope: readonly [string, boolean]) => ['product/detail', id, ...scope] as const;

/** GET product/detail: specs, SKUs, shop, review summary and `is_favourite` when signed in. */
export function useProduct(id: number) {
  const api = useApi();
  const scope = useKeyScope();
  return useSWR(id > 0 ? productKey(id, scope) : null, () => api.catalog.productDetail(id));
}

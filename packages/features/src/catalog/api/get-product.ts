import useSWR from 'swr';
import { queryKeys, useApi, useFirstData, withFirstData } from '../../lib';
import { useKeyScope } from './catalog-key';

/** GET product/detail: specs, SKUs, shop, review summary and `is_favourite` when signed in. */
export function useProduct(id: number) {
  const api = useApi();
  const scope = useKeyScope();
  // A visitor's prerendered /detail/:id carries this product (a shopper's `is_favourite` is their own).
  const first = useFirstData('product', scope[0]);
  const fallbackData = first?.id === id && !scope[1] ? first : undefined;
  return withFirstData(
    useSWR(id > 0 ? queryKeys.productDetail(id, scope) : null, () => api.catalog.productDetail(id), { fallbackData }),
    fallbackData,
  );
}

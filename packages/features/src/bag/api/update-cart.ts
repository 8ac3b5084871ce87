import { useSWRConfig } from 'swr';
import type { CartList, CartUpdateBody } from '@bazaar/contract';
import { useApi, useCartKey } from '../../lib';

/**
 * POST cart/update for one or several lines. Each answer is the whole bag, so
 * the last one replaces the cache and the screen never refetches.
 */
export function useUpdateCart() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const key = useCartKey();
  return async (changes: CartUpdateBody[]) => {
    let bag: CartList | undefined;
    // One after another: the server answers the whole bag, and the last answer must reflect every change.
    for (const change of changes) bag = await api.cart.update(change);
    if (bag) await mutate(key, bag, { revalidate: false });
    return bag;
  };
}

import type { CartAddBody } from '@bazaar/contract';
import { useApi } from './api-provider';
import { useRefreshAfter } from './queries/refreshes';

/**
 * POST cart/add (token): `{ id, cart_count }`. Failures already showed their toast. The bag
 * is refetched wherever it is shown (the kept-alive bag tab would otherwise show the old lines).
 */
export function useAddToBag() {
  const api = useApi();
  const refresh = useRefreshAfter();
  return async (body: CartAddBody) => {
    const added = await api.cart.add(body);
    void refresh('addToBag');
    return added;
  };
}

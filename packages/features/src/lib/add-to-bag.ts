import type { CartAddBody } from '@bazaar/contract';
import { useApi } from './api-provider';
import { CART_KEY, useRevalidate } from './revalidate';

/**
 * POST cart/add (token): `{ id, cart_count }`. Failures already showed their toast. The bag
 * is refetched wherever it is shown (the kept-alive bag tab would otherwise show the old lines).
 */
export function useAddToBag() {
  const api = useApi();
  const revalidate = useRevalidate();
  return async (body: CartAddBody) => {
    const added = await api.cart.add(body);
    void revalidate(CART_KEY);
    return added;
  };
}

import type { CartAddBody } from '@bazaar/contract';
import { useApi } from '../../lib';

/** POST cart/add (token): `{ id, cart_count }`. Failures already showed their toast. */
export function useAddToBag() {
  const api = useApi();
  return (body: CartAddBody) => api.cart.add(body);
}

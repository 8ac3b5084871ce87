import useSWR from 'swr';
import { CART_KEY, tokenStore, useApi } from '../../lib';

/** GET cart/list: the bag grouped by shop, with the server's total of the selected lines. */
export function useCart() {
  const api = useApi();
  // Signed out there is no bag to ask for (the route is protected; this keeps a kept-alive screen quiet).
  return useSWR(tokenStore.get() ? [CART_KEY] : null, () => api.cart.list());
}

import useSWR from 'swr';
import { useApi } from './api-provider';
import { CART_KEY } from './revalidate';
import { useSession } from './session-store';

/**
 * GET cart/list: the bag grouped by shop, with the server's total of the selected lines. The bag
 * screen, the tab bar's count and the product page's bag icon share this one cache entry.
 * Paused while signed out (there is no bag to ask for).
 */
export function useCart() {
  const api = useApi();
  const { token } = useSession();
  return useSWR(token ? [CART_KEY] : null, () => api.cart.list());
}

/** How many lines the bag holds, as its title counts them; 0 signed out or until it loads. */
export function useBagCount(): number {
  const { data } = useCart();
  return data?.shops.reduce((n, group) => n + group.items.length, 0) ?? 0;
}

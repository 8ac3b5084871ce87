import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useApi } from './api-provider';
import { queryKeys } from './queries/keys';
import { useSession } from './session-store';

/**
 * The bag's cache key: per language, since the server answers titles and SKU labels in the
 * request's (a language switch on the bag screen then loads it again); null while signed out
 * (there is no bag to ask for). Mutations that answer the bag write it under this key.
 */
export function useCartKey(): readonly [string, string] | null {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return token ? queryKeys.cart(i18n.language) : null;
}

/**
 * GET cart/list: the bag grouped by shop, with the server's total of the selected lines. The bag
 * screen, the tab bar's count and the product page's bag icon share this one cache entry.
 */
export function useCart() {
  const api = useApi();
  return useSWR(useCartKey(), () => api.cart.list());
}

/** How many lines the bag holds, as its title counts them; 0 signed out or until it loads. */
export function useBagCount(): number {
  const { data } = useCart();
  return data?.shops.reduce((n, group) => n + group.items.length, 0) ?? 0;
}

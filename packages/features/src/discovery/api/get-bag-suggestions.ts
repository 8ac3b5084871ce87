import useSWR from 'swr';
import type { ProductCard } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';
import { STRIP_SIZE, useDiscoveryScope } from './discovery-key';

export interface BagSuggestions {
  /** `recommend`: like a product the shopper looked at or saved; `popular`: best sellers. */
  kind: 'recommend' | 'popular';
  products: ProductCard[];
}

/**
 * What an empty bag suggests (token). product/recommend needs a product: the one the shopper
 * opened last, else their latest favourite; with neither (or nothing like it), the best sellers
 * (index/hot_product).
 */
export function useBagSuggestions() {
  const api = useApi();
  const [lang, token] = useDiscoveryScope();
  return useSWR(token ? queryKeys.bagSuggestions(lang, token) : null, async (): Promise<BagSuggestions> => {
    const seen = await api.discovery.recentlyViewed({ page: 1, limit: 1 });
    const seed = seen.data[0] ?? (await api.catalog.favouriteList({ page: 1, limit: 1 })).data[0];
    if (seed) {
      const products = await api.discovery.recommend({ id: seed.id, limit: STRIP_SIZE });
      if (products.length > 0) return { kind: 'recommend', products };
    }
    const popular = await api.catalog.hotProducts({ page: 1, limit: STRIP_SIZE });
    return { kind: 'popular', products: popular.data };
  });
}

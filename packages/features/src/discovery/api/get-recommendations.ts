import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';
import { STRIP_SIZE, useDiscoveryScope } from './discovery-key';

/** GET product/recommend: bought together with the product, then similar ones (personal with a token). */
export function useRecommendations(productId: number | undefined) {
  const api = useApi();
  const [lang, token] = useDiscoveryScope();
  return useSWR(productId ? queryKeys.recommendations(productId, lang, token ?? '') : null, () =>
    api.discovery.recommend({ id: productId!, limit: STRIP_SIZE }),
  );
}

import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';
import { STRIP_SIZE, useDiscoveryScope } from './discovery-key';

/** GET user/recently_viewed, first page: the products the shopper opened, newest first (token). */
export function useRecentlyViewed() {
  const api = useApi();
  const [lang, token] = useDiscoveryScope();
  return useSWR(token ? queryKeys.recentlyViewed(lang, token) : null, () =>
    api.discovery.recentlyViewed({ page: 1, limit: STRIP_SIZE }),
  );
}

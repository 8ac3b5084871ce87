import { queryKeys, useApi, usePagedList, useUser } from '../../lib';
import { PAGE_SIZE, useDiscoveryScope } from './discovery-key';

/**
 * GET shop/feed: new products of the shops the shopper follows, newest first, endless (token).
 * Keyed by how many shops they follow, so following one elsewhere (the user object is fetched
 * again when a kept page comes back) brings a fresh list rather than the cached one.
 */
export function useShopFeed() {
  const api = useApi();
  const [lang, token] = useDiscoveryScope();
  const follows = useUser().data?.follow_count;
  return usePagedList(token ? queryKeys.shopFeed(lang, token, follows ?? null) : null, (page) =>
    api.discovery.shopFeed({ page, limit: PAGE_SIZE }),
  );
}

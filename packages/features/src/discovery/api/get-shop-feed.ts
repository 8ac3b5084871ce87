import { useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useDiscoveryScope } from './discovery-key';

/** GET shop/feed: new products of the shops the shopper follows, newest first, endless (token). */
export function useShopFeed() {
  const api = useApi();
  const [lang, token] = useDiscoveryScope();
  return usePagedList(token ? ['shop/feed', lang, token] : null, (page) =>
    api.discovery.shopFeed({ page, limit: PAGE_SIZE }),
  );
}

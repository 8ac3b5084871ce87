import { queryKeys, useApi, usePagedList } from '../../lib';

export const FEED_PAGE_SIZE = 10;

/** GET index/product: the "more to love" feed under the home page, newest first. */
export function useProductFeed() {
  const api = useApi();
  return usePagedList(queryKeys.newProducts(), (page) =>
    api.catalog.products({ sort: 'new', page, limit: FEED_PAGE_SIZE }),
  );
}

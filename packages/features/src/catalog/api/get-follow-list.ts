import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET user/follow_list: the shops the shopper follows (token). */
export function useFollowList() {
  const api = useApi();
  const [lang, signedIn] = useKeyScope();
  return usePagedList(signedIn ? queryKeys.followList(lang) : null, (page) =>
    api.catalog.followList({ page, limit: PAGE_SIZE }),
  );
}

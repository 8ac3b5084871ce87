import { queryKeys, useApi, usePagedList } from '../../lib';
import { PAGE_SIZE, useKeyScope } from './catalog-key';

/** GET user/favourite_list: the shopper's favourite products (token). */
export function useFavouriteList() {
  const api = useApi();
  const [lang, signedIn] = useKeyScope();
  return usePagedList(signedIn ? queryKeys.favouriteList(lang) : null, (page) =>
    api.catalog.favouriteList({ page, limit: PAGE_SIZE }),
  );
}

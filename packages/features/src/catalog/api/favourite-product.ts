import { useSWRConfig } from 'swr';
import { queryKeys, useApi } from '../../lib';
import { useKeyScope } from './catalog-key';
import { favouriteStore } from './social-state';

/** POST product/favourite or product/unfavourite; refreshes the product's `is_favourite`. */
export function useFavouriteProduct() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const scope = useKeyScope();
  return async (id: number, favourite: boolean) => {
    await (favourite ? api.catalog.favourite(id) : api.catalog.unfavourite(id));
    favouriteStore.set(id, favourite);
    void mutate(queryKeys.productDetail(id, scope));
  };
}

import { useSWRConfig } from 'swr';
import { CART_KEY, useApi } from '../../lib';

/** POST cart/del: removes lines; the answer is the bag. */
export function useDeleteCart() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return async (ids: number[]) => {
    const bag = await api.cart.remove(ids);
    await mutate([CART_KEY], bag, { revalidate: false });
    return bag;
  };
}

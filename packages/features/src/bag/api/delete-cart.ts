import { useSWRConfig } from 'swr';
import { useApi, useCartKey } from '../../lib';

/** POST cart/del: removes lines; the answer is the bag. */
export function useDeleteCart() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const key = useCartKey();
  return async (ids: number[]) => {
    const bag = await api.cart.remove(ids);
    await mutate(key, bag, { revalidate: false });
    return bag;
  };
}

import useSWR from 'swr';
import { useApi } from '../../lib';

export const ADDRESS_LIST_KEY = 'user/address_list';

/** GET user/address_list: the shopper's delivery addresses. */
export function useAddresses() {
  const api = useApi();
  return useSWR([ADDRESS_LIST_KEY], () => api.address.list());
}

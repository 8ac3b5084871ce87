import useSWR from 'swr';
import { useApi } from '../api-provider';
import { queryKeys } from './keys';

/** GET user/address_list: the shopper's delivery addresses (the address book and the checkout's picker). */
export function useAddresses() {
  const api = useApi();
  return useSWR(queryKeys.addressList(), () => api.address.list());
}

/** GET user/address: one address to edit (none when adding). */
export function useAddress(id: number | undefined) {
  const api = useApi();
  return useSWR(id ? queryKeys.address(id) : null, () => api.address.detail(id!));
}

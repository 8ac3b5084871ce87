import useSWR from 'swr';
import type { AddressBody } from '@bazaar/contract';
import { useApi, useRevalidate } from '../../lib';

/** The list's SWR key, shared with the checkout's address picker so both refresh together. */
export const ADDRESS_LIST_KEY = 'user/address_list';

/** GET user/address_list. */
export function useAddressList() {
  const api = useApi();
  return useSWR([ADDRESS_LIST_KEY], () => api.address.list());
}

/** GET user/address: one address to edit (none when adding). */
export function useAddress(id: number | undefined) {
  const api = useApi();
  return useSWR(id ? ['user/address', id] : null, () => api.address.detail(id!));
}

/** The address writes; each refreshes every list that shows addresses. */
export function useAddressActions() {
  const api = useApi();
  const revalidate = useRevalidate();
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    await revalidate(ADDRESS_LIST_KEY, 'user/address');
    return value;
  };
  return {
    save: (body: AddressBody) => after(api.address.save(body)),
    setDefault: (id: number) => after(api.address.setDefault(id)),
    remove: (id: number) => after(api.address.remove(id)),
  };
}

import type { AddressBody } from '@bazaar/contract';
import { ENDPOINTS, useApi, useRevalidate } from '../../lib';

/** The address writes; each refreshes every list that shows addresses. */
export function useAddressActions() {
  const api = useApi();
  const revalidate = useRevalidate();
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    await revalidate(ENDPOINTS.addressList, ENDPOINTS.address);
    return value;
  };
  return {
    save: (body: AddressBody) => after(api.address.save(body)),
    setDefault: (id: number) => after(api.address.setDefault(id)),
    remove: (id: number) => after(api.address.remove(id)),
  };
}

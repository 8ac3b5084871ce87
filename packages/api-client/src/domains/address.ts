import type { Address, AddressBody } from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Delivery addresses (token). */
export function createAddressApi(http: RequestFn) {
  return {
    /** All addresses of the user. */
    list: () => http<Address[]>({ method: 'GET', url: '/user/address_list' }),
    /** One address. */
    detail: (id: number) => http<Address>({ method: 'GET', url: '/user/address', params: { id } }),
    /**
     * Adds an address, or edits it when `id` is given.
     * @example await client.address.save({ name: 'Ann', mobile: '0812345678', area: 'Bangkok', address: '1 Main Rd', tag: 'Home', is_default: true });
     */
    save: (body: AddressBody) => http<Address>({ method: 'POST', url: '/user/address_add', data: body }),
    /** Makes an address the default one. */
    setDefault: (id: number) => http<null>({ method: 'POST', url: '/user/address_set_default', data: { id } }),
    /** Deletes an address (by GET, as the product spec has it). */
    remove: (id: number) => http<null>({ method: 'GET', url: '/user/address_del', params: { id } }),
  };
}
/** The shopper's address book: list, one address, add or edit, set the default, remove. */
export type AddressApi = ReturnType<typeof createAddressApi>;

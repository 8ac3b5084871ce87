/**
 * The SWR keys of the API's reads, per domain: `[endpoint, …args]`. A read's key starts with its endpoint, so a
 * write refreshes every cached answer of an endpoint by naming it (`useRevalidate`), whatever its args. Hooks of
 * this folder and the features' own reads build their keys here; no key is written as a string anywhere else.
 */
export const ENDPOINTS = {
  cart: 'cart/list',
  orderList: 'user/order_list',
  orderDetail: 'order/detail',
  payTarget: 'order/pay_target',
  addressList: 'user/address_list',
  address: 'user/address',
  categories: 'index/category',
} as const;

export const queryKeys = {
  cart: () => [ENDPOINTS.cart] as const,
  orderList: (status: string) => [ENDPOINTS.orderList, status] as const,
  orderDetail: (id: number) => [ENDPOINTS.orderDetail, id] as const,
  addressList: () => [ENDPOINTS.addressList] as const,
  address: (id: number) => [ENDPOINTS.address, id] as const,
  /** Category names are translated: one cached answer per language. */
  categories: (lang: string) => [ENDPOINTS.categories, lang] as const,
};

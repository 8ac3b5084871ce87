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
  chatConversations: 'chat/conversations',
  adminChatConversations: 'admin/chat/conversations',
  adminChatAway: 'admin/chat/away',
  vouchers: 'voucher/list',
  myVouchers: 'user/vouchers',
  adminVouchers: 'admin/voucher/list',
  adminOrderList: 'admin/order/list',
  productDetail: 'product/detail',
  flashSessions: 'flash/sessions',
  flashItems: 'flash/items',
  adminFlashSessions: 'admin/flash/sessions',
  adminFlashItems: 'admin/flash/items',
  adminFlashLowestPrice: 'admin/flash/lowest-price',
  adminProductList: 'admin/product/list',
  adminProductDetail: 'admin/product/detail',
} as const;

export const queryKeys = {
  cart: () => [ENDPOINTS.cart] as const,
  orderList: (status: string) => [ENDPOINTS.orderList, status] as const,
  orderDetail: (id: number) => [ENDPOINTS.orderDetail, id] as const,
  addressList: () => [ENDPOINTS.addressList] as const,
  address: (id: number) => [ENDPOINTS.address, id] as const,
  /** Category names are translated: one cached answer per language. */
  categories: (lang: string) => [ENDPOINTS.categories, lang] as const,
  chatConversations: () => [ENDPOINTS.chatConversations] as const,
  /** The console's chat inbox, by its filter; its unread count beside it (both refreshed by naming the endpoint). */
  inbox: (unread: boolean, keyword: string) => [ENDPOINTS.adminChatConversations, 'list', unread, keyword] as const,
  inboxUnread: () => [ENDPOINTS.adminChatConversations, 'unread'] as const,
  /** Vouchers to collect: a shop's and the platform's (`shopId`), those for a product, or all. */
  vouchers: (shopId?: number, productId?: number) => [ENDPOINTS.vouchers, shopId ?? 0, productId ?? 0] as const,
  /** The shopper's vouchers of one status. */
  myVouchers: (status: string) => [ENDPOINTS.myVouchers, status] as const,
  /** The console's vouchers by scope. */
  adminVouchers: (scope: string) => [ENDPOINTS.adminVouchers, scope] as const,
  /** One voucher of the console's (its editor), found in the list: there is no detail call. */
  adminVoucher: (id: number) => [ENDPOINTS.adminVouchers, 'id', id] as const,
  /** The merchant's away message. */
  chatAway: () => [ENDPOINTS.adminChatAway] as const,
  /** One shopper's latest orders with one shop (beside a chat). */
  shopperOrders: (userId: number, shopId: number) => [ENDPOINTS.adminOrderList, userId, shopId] as const,
  /** The live flash session and those of the next 24 hours; signed in, each says whether the shopper asked for a reminder. */
  flashSessions: (signedIn: boolean) => [ENDPOINTS.flashSessions, signedIn] as const,
  /** A flash session's items, paged (the paged list adds the page); product titles are translated: one per language. */
  flashItems: (sessionId: number, lang: string) => [ENDPOINTS.flashItems, sessionId, lang] as const,
  /** The console's flash sessions by status ('all': every one), paged (the paged list adds the page). */
  adminFlashSessions: (status: string) => [ENDPOINTS.adminFlashSessions, status] as const,
  /** One flash session of the console's (its editor, its items' head), found in the list: there is no detail call. */
  adminFlashSession: (id: number) => [ENDPOINTS.adminFlashSessions, 'id', id] as const,
  /** A session's items in the console, paged on a phone (the paged list adds the page); titles translated. */
  adminFlashItems: (sessionId: number, lang: string) => [ENDPOINTS.adminFlashItems, sessionId, lang] as const,
  /** One server page of a session's items: the desk table. */
  adminFlashItemsPage: (sessionId: number, lang: string, page: number, limit: number) =>
    [ENDPOINTS.adminFlashItems, 'page', sessionId, lang, page, limit] as const,
  /** One flash item (its editor), found in its session's items. */
  adminFlashItem: (id: number) => [ENDPOINTS.adminFlashItems, 'id', id] as const,
  /** A SKU's price now and its 30-day low (`skuId` 0: a product without specs). */
  adminFlashLowestPrice: (productId: number, skuId: number) =>
    [ENDPOINTS.adminFlashLowestPrice, productId, skuId] as const,
  /** The console's products an operator may choose (a merchant: its own shop's), matching a keyword. */
  adminProductOptions: (keyword: string) => [ENDPOINTS.adminProductList, 'options', keyword] as const,
  /** One product of the console's, with its SKUs. */
  adminProduct: (id: number) => [ENDPOINTS.adminProductDetail, id] as const,
};

/**
 * The SWR keys of the API's reads: `[endpoint, …args]`. A read's key starts with its endpoint, so a write refreshes
 * every cached answer of an endpoint by naming it (`useRevalidate`, `refreshes.ts`), whatever its args. Every read
 * of the features builds its key here; no key is written anywhere else.
 */
export const ENDPOINTS = {
  user: 'user/getUserInfo',
  sessions: 'user/sessions',
  languages: 'user/language_list',
  home: 'index/index',
  products: 'index/product',
  hotProducts: 'index/hot_product',
  /** Not a call: the search page's keywords, taken from the hot products' titles. */
  hotKeywords: 'hot-keywords',
  explore: 'product/explore',
  productSearch: 'product/search',
  productReviews: 'product/reviews',
  recommendations: 'product/recommend',
  shopList: 'shop/list',
  shopDetail: 'shop/detail',
  shopProducts: 'shop/products',
  shopFeed: 'shop/feed',
  followList: 'user/follow_list',
  favouriteList: 'user/favourite_list',
  recentlyViewed: 'user/recently_viewed',
  buyAgain: 'user/buy_again',
  /** Not a call: the bag page's suggestions, from the recently viewed or favourite products. */
  bagSuggestions: 'discovery/bag-suggestions',
  cart: 'cart/list',
  orderPreview: 'order/preview',
  refundOfOrder: 'order/refund_detail',
  notifications: 'notification/list',
  articles: 'content/articles',
  service: 'common/service',
  myApplications: 'merchant/my_applications',
  networks: 'user/getBlockchain',
  cardTopUpInfo: 'user/recharge_info',
  depositAddress: 'user/deposit_address',
  chainDeposits: 'user/chain_deposits',
  topUpRecords: 'user/recharge_log',
  withdrawalInfo: 'user/extract',
  withdrawalRecords: 'user/extract_log',
  bill: 'user/bill',
  /** Not a call: the product a chat offers to send (its product/detail, in a cache of its own). */
  chatOfferProduct: 'chat/offer-product',
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

/** The console's reads, under one prefix; a console write refreshes its area by naming it (e.g. `catalog`). */
const CONSOLE = 'console';

/**
 * Builds the SWR key of each read, per endpoint and arguments (e.g. `queryKeys.recentOrders()`); the console's reads
 * sit under one prefix.
 */
export const queryKeys = {
  /** The signed-in user, per token and language (order counts, balances, unread). */
  user: (token: string, lang: string) => [ENDPOINTS.user, token, lang] as const,
  /** The devices signed in to the account. */
  sessions: (token: string) => [ENDPOINTS.sessions, token] as const,
  languages: () => [ENDPOINTS.languages] as const,
  /** The home page (banners, categories, hot and new products), per language. */
  home: (lang: string) => [ENDPOINTS.home, lang] as const,
  /** A category's products (0: every category) in a sort, per language. */
  products: (categoryId: number, sort: string, lang: string) => [ENDPOINTS.products, categoryId, sort, lang] as const,
  /** The home page's new arrivals. */
  newProducts: () => [ENDPOINTS.products, 'new'] as const,
  hotProducts: (lang: string) => [ENDPOINTS.hotProducts, lang] as const,
  hotKeywords: (lang: string) => [ENDPOINTS.hotKeywords, lang] as const,
  explore: (lang: string) => [ENDPOINTS.explore, lang] as const,
  /** A search by its filters (as JSON), per language. */
  productSearch: (filters: string, lang: string) => [ENDPOINTS.productSearch, filters, lang] as const,
  /** The first reviews shown on a product's page. */
  reviewsPreview: (productId: number) => [ENDPOINTS.productReviews, productId, 'preview'] as const,
  /** A product's reviews, paged. */
  reviews: (productId: number) => [ENDPOINTS.productReviews, productId] as const,
  recommendations: (productId: number, lang: string, token: string) =>
    [ENDPOINTS.recommendations, productId, lang, token] as const,
  /**
   * A product or a shop ends with the catalog scope: the language (names are translated) and whether a shopper is
   * signed in (`is_favourite`, `followed`).
   */
  productDetail: (id: number, scope: readonly [string, boolean]) => [ENDPOINTS.productDetail, id, ...scope] as const,
  shopDetail: (id: number, scope: readonly [string, boolean]) => [ENDPOINTS.shopDetail, id, ...scope] as const,
  /** The shop street by keyword and sort, in the catalog scope. */
  shopList: (keyword: string, sort: string, scope: readonly [string, boolean]) =>
    [ENDPOINTS.shopList, keyword, sort, ...scope] as const,
  shopProducts: (id: number, sort: string, lang: string) => [ENDPOINTS.shopProducts, id, sort, lang] as const,
  /** The followed shops' new products (`follows`: the followed shops' count, so a follow reloads it). */
  shopFeed: (lang: string, token: string, follows: number | null) =>
    [ENDPOINTS.shopFeed, lang, token, follows] as const,
  followList: (lang: string) => [ENDPOINTS.followList, lang] as const,
  favouriteList: (lang: string) => [ENDPOINTS.favouriteList, lang] as const,
  recentlyViewed: (lang: string, token: string) => [ENDPOINTS.recentlyViewed, lang, token] as const,
  buyAgain: (lang: string, token: string) => [ENDPOINTS.buyAgain, lang, token] as const,
  bagSuggestions: (lang: string, token: string) => [ENDPOINTS.bagSuggestions, lang, token] as const,
  /** The bag, per language (titles and SKU labels are translated). */
  cart: (lang: string) => [ENDPOINTS.cart, lang] as const,
  /** A checkout preview of one request body (as JSON), per language. */
  orderPreview: (body: string, lang: string) => [ENDPOINTS.orderPreview, body, lang] as const,
  /** The orders to pay and what they cost (`query`: one order, or the orders of one checkout). */
  payTarget: (query: object) => [ENDPOINTS.payTarget, query] as const,
  /** The shopper's latest orders (the account page). */
  recentOrders: () => [ENDPOINTS.orderList, 'recent'] as const,
  refundOfOrder: (orderId: number) => [ENDPOINTS.refundOfOrder, orderId] as const,
  notifications: () => [ENDPOINTS.notifications] as const,
  /** Help, law or platform articles, per language. */
  articles: (kind: string, lang: string) => [ENDPOINTS.articles, kind, lang] as const,
  service: (lang: string) => [ENDPOINTS.service, lang] as const,
  myApplications: () => [ENDPOINTS.myApplications] as const,
  networks: () => [ENDPOINTS.networks] as const,
  cardTopUpInfo: () => [ENDPOINTS.cardTopUpInfo] as const,
  depositAddress: (networkId: number) => [ENDPOINTS.depositAddress, networkId] as const,
  chainDeposits: (networkId: number) => [ENDPOINTS.chainDeposits, networkId] as const,
  /**
   * Wallet records by filter; `version` moves after a top-up or withdrawal of this screen, so the list reloads
   * (the user object's balance moves with it).
   */
  topUpRecords: (status: string, id: number | 'any', version: number) =>
    [ENDPOINTS.topUpRecords, status, id, version] as const,
  withdrawalInfo: (version: number) => [ENDPOINTS.withdrawalInfo, version] as const,
  withdrawalRecords: (status: string, id: number | 'any', version: number) =>
    [ENDPOINTS.withdrawalRecords, status, id, version] as const,
  bill: (type: string, version: number) => [ENDPOINTS.bill, type, version] as const,
  chatOfferProduct: (productId: number) => [ENDPOINTS.chatOfferProduct, productId] as const,
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
  /**
   * The live flash session and those of the next 24 hours; signed in, each says whether the shopper asked for a
   * reminder: one cache per token, so another account never sees the last one's reminders.
   */
  flashSessions: (token: string) => [ENDPOINTS.flashSessions, token] as const,
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
  // The console's reads.
  dashboard: () => [CONSOLE, 'dashboard'] as const,
  dashboardCharts: () => [CONSOLE, 'dashboard', 'charts'] as const,
  settings: () => [CONSOLE, 'settings'] as const,
  settlement: (shopId: number, start: number, end: number) => [CONSOLE, 'settlement', shopId, start, end] as const,
  monthlySettlement: (shopId: number, months: number) => [CONSOLE, 'settlement', 'monthly', shopId, months] as const,
  ledger: (kind: string, shopId: number, keyword: string) => [CONSOLE, 'ledger', kind, shopId, keyword] as const,
  /** One order of the console's (items, address, payment, logistics, refunds, history). */
  consoleOrder: (id: number) => [CONSOLE, 'order', id] as const,
  /** A phone queue of the console (top-ups, withdrawals, refunds…) by status and keyword. */
  consoleQueue: (name: string, status: string, keyword: string) => [CONSOLE, name, status, keyword] as const,
  /** One server page of a desk table (the query holds its filters, sort and page). */
  deskTable: (name: string, query: object) => [CONSOLE, 'table', name, query] as const,
  chainDepositNetworks: () => [CONSOLE, 'chain-deposit-networks'] as const,
  chainDepositQueue: (status: string, keyword: string, networkId: string) =>
    [CONSOLE, 'chain-deposits', status, keyword, networkId] as const,
  /** The catalog editors' lists and records: every catalog save refreshes them by naming `catalog`. */
  catalogList: (name: string, status: string, keyword: string, shopId: number) =>
    [CONSOLE, 'catalog', name, status, keyword, shopId] as const,
  catalogRecord: (name: string, id: number) => [CONSOLE, 'catalog', name, 'detail', id] as const,
  categoryOptions: () => [CONSOLE, 'catalog', 'category-options'] as const,
  shopOptions: (keyword: string) => [CONSOLE, 'catalog', 'shop-options', keyword] as const,
  adminShop: (id: number) => [CONSOLE, 'catalog', 'shop', id] as const,
  /** A record's text in every language (not under `catalog`: a translation save writes its answer here). */
  translations: (entity: string, id: number) => [CONSOLE, 'translation', entity, id] as const,
  missingTranslations: (entity: string, lang: string) => [CONSOLE, 'translation', 'missing', entity, lang] as const,
  /** The content editors' lists and records (banners, promos, articles, networks) by their endpoints. */
  contentList: (endpoint: string, status: string, keyword: string) => [endpoint, status, keyword] as const,
  contentRecord: (endpoint: string, id: number) => [endpoint, id] as const,
};

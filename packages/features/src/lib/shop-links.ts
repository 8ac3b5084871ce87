import { fillShopPath, shopPaths as paths } from '@bazaar/contract';
import { toQueryString } from '@bazaar/api-client';
import type { StorefrontLinks } from './links';

const withQuery = (path: string, query: Record<string, unknown>) => {
  const qs = toQueryString(query);
  return qs ? `${path}?${qs}` : path;
};

/**
 * The shop's answers to "where does this link go" for every feature, built from the page list's paths
 * (@bazaar/contract SHOP_PAGES). The shop and the stories use it; a white-label storefront passes its own.
 */
export const shopLinks: StorefrontLinks = {
  home: () => paths.home,
  product: (id) => fillShopPath(paths.detail, { product: id }),
  shop: (id) => fillShopPath(paths.shop, { id }),
  products: (query = {}) => withQuery(paths.products, query),
  search: (query = {}) => withQuery(paths.search, query),
  popular: () => paths.popular,
  shopStreet: () => paths.shopStreet,
  login: (redirect) => withQuery(paths.login, { path: redirect }),
  register: () => paths.register,
  forgotPassword: () => paths.forgotPassword,
  changePassword: () => paths.changePassword,
  changePayPwd: (query = {}) => withQuery(paths.changePayPwd, query),
  passwords: () => paths.passwords,
  security: () => paths.security,
  profile: () => paths.profile,
  me: () => paths.me,
  setting: () => paths.setting,
  language: () => paths.language,
  myPurchases: (status) => fillShopPath(paths.myPurchases, { status }),
  topUp: () => paths.topUp,
  withdrawal: () => paths.withdrawal,
  capitalRecord: () => paths.capitalRecord,
  walletTopUp: () => paths.walletTopUp,
  cardTopUp: () => paths.cardTopUp,
  topUpRecord: (id) => withQuery(paths.topUpRecord, { id }),
  withdrawalRecords: (id) => withQuery(paths.withdrawalRecords, { id }),
  address: () => paths.address,
  myFavourite: () => paths.myFavourite,
  // The saved-things screen opens on its followed-shops tab.
  followedShops: () => withQuery(paths.heart, { tab: 'shops' }),
  chat: () => paths.chat,
  chatThread: (id, query = {}) => withQuery(fillShopPath(paths.chatThread, { id }), query),
  vouchers: () => paths.vouchers,
  flash: () => paths.flash,
  notification: () => paths.notification,
  helpAndSupport: () => paths.helpAndSupport,
  service: () => paths.service,
  // docs/product.md#screens-and-routes has no route of its own for merchant entry; the application form lives under /platform.
  merchantEntry: () => withQuery(paths.platform, { tab: 'merchant' }),
  platform: () => paths.platform,
  law: () => paths.law,
  bag: () => paths.bag,
  // Lines travel in the query so a reload or a shared link still shows the same checkout.
  checkout: ({ cart_ids, items }) =>
    withQuery(paths.checkout, { cart_ids: cart_ids?.join(','), items: items && JSON.stringify(items) }),
  payment: (query) => withQuery(paths.payment, query),
  order: () => paths.order,
  orderInfo: (id) => fillShopPath(paths.orderInfo, { id }),
  addressForm: (id) => fillShopPath(paths.addressForm, { id }),
  refund: ({ id, order_sn, product_ids, amount }) =>
    // The product ids are one segment with plain commas, which generatePath would encode.
    `${fillShopPath(paths.refund, { id, sn: order_sn })}/${product_ids.join(',')}/${amount}`,
  comment: (query) => withQuery(paths.comment, query),
};

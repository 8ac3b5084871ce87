import type { StorefrontLinks } from '@bazaar/features/lib';
import { generatePath } from 'react-router-dom';
import { toQueryString } from '@bazaar/api-client';
import { paths } from '../config/routes';

const withQuery = (path: string, query: Record<string, unknown>) => {
  const qs = toQueryString(query);
  return qs ? `${path}?${qs}` : path;
};

/** The shop's answers to "where does this link go" for every feature, built from the route table's paths. */
export const links: StorefrontLinks = {
  home: () => paths.home,
  product: (id) => generatePath(paths.detail, { product: String(id) }),
  shop: (id) => generatePath(paths.shop, { id: String(id) }),
  products: (query = {}) => withQuery(paths.products, query),
  search: (keyword) => withQuery(paths.search, { keyword }),
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
  myPurchases: (status) => generatePath(paths.myPurchases, { status: status || undefined }),
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
  notification: () => paths.notification,
  helpAndSupport: () => paths.helpAndSupport,
  service: () => paths.service,
  // Product-spec §2 has no route of its own for merchant entry; the application form lives under /platform.
  merchantEntry: () => withQuery(paths.platform, { tab: 'merchant' }),
  platform: () => paths.platform,
  law: () => paths.law,
  bag: () => paths.bag,
  // Lines travel in the query so a reload or a shared link still shows the same checkout.
  checkout: ({ cart_ids, items }) =>
    withQuery(paths.checkout, { cart_ids: cart_ids?.join(','), items: items && JSON.stringify(items) }),
  payment: (query) => withQuery(paths.payment, query),
  order: () => paths.order,
  orderInfo: (id) => generatePath(paths.orderInfo, { id: String(id) }),
  addressForm: (id) => generatePath(paths.addressForm, { id: id ? String(id) : undefined }),
  refund: ({ id, order_sn, product_ids, amount }) =>
    // The product ids are one segment with plain commas, which generatePath would encode.
    `${generatePath(paths.refund, { id: String(id), sn: order_sn })}/${product_ids.join(',')}/${amount}`,
  comment: (query) => withQuery(paths.comment, query),
};

import type { StorefrontLinks } from '@bazaar/features/lib';
import { paths } from './paths';

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Where a link to a page Acme does not offer goes: the screens still show their links, Acme sends them home. */
const home = () => paths.home;

/**
 * Every link a Bazaar screen asks for, answered with Acme's paths (the TypeScript type lists them all, so a link
 * added in a later release does not compile until Acme answers it).
 */
export const links: StorefrontLinks = {
  home,
  product: (id) => `/p/${id}`,
  search: (query = {}) => withQuery(paths.search, query),
  login: (redirect) => withQuery(paths.signIn, { path: redirect }),
  bag: () => paths.bag,
  // The screens read the lines from the query (`cart_ids`, or `items` for "buy now"), so a reload keeps them.
  checkout: ({ cart_ids, items }) =>
    withQuery(paths.checkout, { cart_ids: cart_ids?.join(','), items: items && JSON.stringify(items) }),
  payment: (query) => withQuery(paths.pay, query),
  order: () => paths.orders,
  myPurchases: (status) => (status ? `/orders/status/${status}` : paths.orders),
  orderInfo: (id) => `/orders/${id}`,
  topUp: () => paths.wallet,
  walletTopUp: () => paths.topUp,
  cardTopUp: () => paths.cardTopUp,
  topUpRecord: (id) => withQuery(paths.topUps, { id }),
  capitalRecord: () => paths.history,
  // Pages Acme does not offer.
  products: (query = {}) => withQuery(paths.search, query),
  popular: home,
  shopStreet: home,
  shop: home,
  register: home,
  forgotPassword: home,
  changePassword: home,
  changePayPwd: home,
  passwords: home,
  security: home,
  profile: home,
  me: () => paths.orders,
  setting: home,
  language: home,
  withdrawal: home,
  withdrawalRecords: home,
  address: home,
  addressForm: home,
  myFavourite: home,
  followedShops: home,
  notification: home,
  chat: home,
  chatThread: home,
  vouchers: home,
  flash: home,
  helpAndSupport: home,
  service: home,
  merchantEntry: home,
  platform: home,
  law: home,
  refund: (order) => `/orders/${order.id}`,
  comment: (query) => `/orders/${query.order_id}`,
};

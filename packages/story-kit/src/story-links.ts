import type { StorefrontLinks } from '@bazaar/features';

const withQuery = (path: string, query: Record<string, unknown>) => {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
};

/** The shop app's paths (apps/shop/src/app/links.ts), so links in stories look like the real ones. */
export const storyLinks: StorefrontLinks = {
  home: () => '/home',
  product: (id) => `/detail/${id}`,
  shop: (id) => `/shop/${id}`,
  products: (query = {}) => withQuery('/products', query),
  search: (keyword) => withQuery('/search', { keyword }),
  popular: () => '/popular',
  shopStreet: () => '/shopStreet',
  login: (redirect) => withQuery('/login', { path: redirect }),
  register: () => '/register',
  forgotPassword: () => '/forgotPassword',
  changePassword: () => '/changePassword',
  changePayPwd: (query = {}) => withQuery('/changePayPwd', query),
  passwords: () => '/passwords',
  security: () => '/security',
  profile: () => '/profile',
  me: () => '/filter',
  setting: () => '/setting',
  language: () => '/language',
  myPurchases: (status) => (status ? `/myPurchases/${status}` : '/myPurchases'),
  topUp: () => '/topUp',
  withdrawal: () => '/withDraw',
  capitalRecord: () => '/capitalRecord',
  walletTopUp: () => '/walletTopUp',
  cardTopUp: () => '/cardTopUp',
  topUpRecord: (id) => (id ? `/topUpRecord?id=${id}` : '/topUpRecord'),
  withdrawalRecords: (id) => (id ? `/depositRecord?id=${id}` : '/depositRecord'),
  address: () => '/address',
  myFavourite: () => '/myFavourite',
  followedShops: () => '/heart?tab=shops',
  notification: () => '/notification',
  helpAndSupport: () => '/helpAndSupport',
  service: () => '/service',
  merchantEntry: () => '/platform?tab=merchant',
  platform: () => '/platform',
  law: () => '/law',
  bag: () => '/bag',
  checkout: ({ cart_ids, items }) =>
    withQuery('/checkout', { cart_ids: cart_ids?.join(','), items: items && JSON.stringify(items) }),
  payment: (query) => withQuery('/payment', query),
  order: () => '/order',
  orderInfo: (id) => `/orderInfo/${id}`,
  addressForm: (id) => (id ? `/addressForm/${id}` : '/addressForm'),
  refund: ({ id, order_sn, product_ids, amount }) =>
    `/refund/${id}/${encodeURIComponent(order_sn)}/${product_ids.join(',')}/${amount}`,
  comment: ({ order_id, product_id }) => withQuery('/comment', { order_id, product_id }),
};

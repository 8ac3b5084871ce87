/**
 * Every route of product-spec §2 with its title key. A screen joins the router
 * (app/router.tsx) when it is built; this table is the single source of paths.
 */
export const paths = {
  home: '/home',
  shopStreet: '/shopStreet',
  explore: '/explore',
  bag: '/bag',
  checkout: '/checkout',
  order: '/order',
  orderInfo: '/orderInfo/:id?',
  myPurchases: '/myPurchases/:status?',
  comment: '/comment',
  refund: '/refund/:id?/:sn?/:product_ids?/:amount?',
  language: '/language',
  notification: '/notification',
  profile: '/profile',
  forgotPassword: '/forgotPassword',
  changePassword: '/changePassword',
  changePayPwd: '/changePayPwd',
  passwords: '/passwords',
  helpAndSupport: '/helpAndSupport',
  withDraw: '/withDraw',
  depositRecord: '/depositRecord',
  topUp: '/topUp',
  walletTopUp: '/walletTopUp',
  cardTopUp: '/cardTopUp',
  topUpRecord: '/topUpRecord',
  capitalRecord: '/capitalRecord',
  myFavourite: '/myFavourite',
  payment: '/payment',
  security: '/security',
  heart: '/heart',
  filter: '/filter',
  setting: '/setting',
  search: '/search',
  popular: '/popular',
  detail: '/detail/:product?/:mer?',
  login: '/login',
  register: '/register',
  platform: '/platform',
  law: '/law',
  address: '/address',
  addressForm: '/addressForm/:id?',
  shop: '/shop/:id?',
  products: '/products',
  service: '/service',
} as const;

export type RouteName = keyof typeof paths;

/**
 * The translation key of each route's title (namespace `common`), given the route's params:
 * the address form is titled by what it does, adding or (with an id) editing.
 */
export const titleKey = (name: RouteName, params: Readonly<Record<string, string | undefined>> = {}) =>
  name === 'addressForm' && params.id ? 'title.addressFormEdit' : `title.${name}`;

/** Paths an anonymous visitor may open, with their sub-paths (product-spec §6). */
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/shopStreet',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
] as const;

/**
 * Pages kept alive by name when left (product-spec §2); product detail never is. Besides the
 * spec's five, the product lists a shopper opens products from and comes back to (All Products,
 * Popular): remounted, they lost every page after the first and so their place.
 */
export const KEEP_ALIVE: readonly RouteName[] = [
  'home',
  'shopStreet',
  'explore',
  'bag',
  'filter',
  'products',
  'popular',
];

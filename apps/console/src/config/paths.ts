import type { ConsolePaths } from '@bazaar/features/console-shell';

/** Every console route, relative to the router's basename (/console). */
export const paths = {
  login: '/login',
  dashboard: '/',
  recharges: '/recharges',
  withdrawals: '/withdrawals',
  orders: '/orders',
  refunds: '/refunds',
  users: '/users',
  applications: '/applications',
  settings: '/settings',
  auditLog: '/audit-log',
  orderDetail: '/orders/:id',
  operators: '/operators',
  operatorNew: '/operators/new',
  account: '/account',
  settlement: '/settlement',
  content: '/content',
  banners: '/content/banners',
  bannerEdit: '/content/banners/:id',
  networks: '/content/networks',
  networkEdit: '/content/networks/:id',
  promos: '/content/promos',
  promoEdit: '/content/promos/:id',
  articles: '/content/articles',
  articleEdit: '/content/articles/:id',
  shops: '/shops',
  shopEdit: '/shops/:id',
  categories: '/categories',
  categoryEdit: '/categories/:id',
  products: '/products',
  productEdit: '/products/:id',
} as const satisfies ConsolePaths & { dashboard: string; [route: string]: string };

export type RouteName = keyof typeof paths;

/** Routes a merchant may open; the rest are the admin's. */
export const MERCHANT_ROUTES: readonly RouteName[] = [
  'login',
  'dashboard',
  'orders',
  'refunds',
  'shops',
  'shopEdit',
  'products',
  'productEdit',
  'orderDetail',
  'settlement',
  'account',
];

/** The content editors' back buttons: an editor to its list, a list to the content menu. */
const CONTENT_PARENTS = {
  banners: 'content',
  bannerEdit: 'banners',
  networks: 'content',
  networkEdit: 'networks',
  promos: 'content',
  promoEdit: 'promos',
  articles: 'content',
  articleEdit: 'articles',
} as const;

/** Where a screen's back button goes; the dashboard when not listed. */
export const PARENTS: Partial<Record<RouteName, RouteName>> = {
  orderDetail: 'orders',
  operatorNew: 'operators',
  shopEdit: 'shops',
  categoryEdit: 'categories',
  productEdit: 'products',
  ...CONTENT_PARENTS,
};

export const orderPath = (id: number) => paths.orderDetail.replace(':id', String(id));

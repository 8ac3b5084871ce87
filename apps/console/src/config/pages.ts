import { generatePath } from 'react-router-dom';

/** The groups of a desk side navigation: every screen but the sign-in and the dashboard belongs to one. */
export type NavGroup = 'money' | 'orders' | 'catalog' | 'content' | 'people' | 'settings';

/** One page of the console: everything the router, guard, title bar, back button, navigation and links read. */
export interface ConsolePage {
  /** The page's name in code. */
  name: string;
  /** The URL, relative to the router's basename (/console). */
  path: string;
  /** The title's translation key (namespace `console`). */
  titleKey: string;
  /** A signed-out visitor may open it (and only it): the sign-in screen. */
  public?: true;
  /** A merchant may open it; the rest are the admin's (the server refuses them to a merchant anyway). */
  merchant?: true;
  /** Where its back button goes; the dashboard when absent. A route with a group and no parent is an entry of the group. */
  parent?: string;
  /** The navigation group it belongs to. */
  group?: NavGroup;
}

const page = <const P extends ConsolePage>(p: P) => p;

/**
 * Every page of the console, each named once: the router (config/routes.tsx) adds each page's screen, and the
 * screens' paths, the guard, the title bar, the back button and the navigation read this list.
 */
export const CONSOLE_PAGES = [
  page({
    name: 'login',
    path: '/login',
    titleKey: 'title.login',
    public: true,
  }),
  page({
    name: 'dashboard',
    path: '/',
    titleKey: 'title.dashboard',
    merchant: true,
  }),
  page({
    name: 'recharges',
    path: '/recharges',
    titleKey: 'title.recharges',
    group: 'money',
  }),
  page({
    name: 'withdrawals',
    path: '/withdrawals',
    titleKey: 'title.withdrawals',
    group: 'money',
  }),
  page({
    name: 'settlement',
    path: '/settlement',
    titleKey: 'title.settlement',
    merchant: true,
    group: 'money',
  }),
  page({
    name: 'ledger',
    path: '/ledger',
    titleKey: 'title.ledger',
    merchant: true,
    group: 'money',
  }),
  page({
    name: 'orders',
    path: '/orders',
    titleKey: 'title.orders',
    merchant: true,
    group: 'orders',
  }),
  page({
    name: 'orderDetail',
    path: '/orders/:id',
    titleKey: 'title.orderDetail',
    merchant: true,
    parent: 'orders',
    group: 'orders',
  }),
  page({
    name: 'refunds',
    path: '/refunds',
    titleKey: 'title.refunds',
    merchant: true,
    group: 'orders',
  }),
  page({
    name: 'chat',
    path: '/chat',
    titleKey: 'title.chat',
    merchant: true,
    group: 'orders',
  }),
  page({
    name: 'shops',
    path: '/shops',
    titleKey: 'title.shops',
    merchant: true,
    group: 'catalog',
  }),
  page({
    name: 'shopEdit',
    path: '/shops/:id',
    titleKey: 'title.shopEdit',
    merchant: true,
    parent: 'shops',
    group: 'catalog',
  }),
  page({
    name: 'categories',
    path: '/categories',
    titleKey: 'title.categories',
    group: 'catalog',
  }),
  page({
    name: 'categoryEdit',
    path: '/categories/:id',
    titleKey: 'title.categoryEdit',
    parent: 'categories',
    group: 'catalog',
  }),
  page({
    name: 'products',
    path: '/products',
    titleKey: 'title.products',
    merchant: true,
    group: 'catalog',
  }),
  page({
    name: 'productEdit',
    path: '/products/:id',
    titleKey: 'title.productEdit',
    merchant: true,
    parent: 'products',
    group: 'catalog',
  }),
  // Vouchers: a merchant's own shop's, an operator's every scope (the server decides which).
  page({
    name: 'vouchers',
    path: '/vouchers',
    titleKey: 'title.vouchers',
    merchant: true,
    group: 'catalog',
  }),
  page({
    name: 'voucherEdit',
    path: '/vouchers/:id',
    titleKey: 'title.voucherEdit',
    merchant: true,
    parent: 'vouchers',
    group: 'catalog',
  }),
  // Flash sales: operators make the sessions; a merchant reads them and adds its own products before the start.
  page({
    name: 'flashSessions',
    path: '/flash',
    titleKey: 'title.flashSessions',
    merchant: true,
    group: 'catalog',
  }),
  page({
    name: 'flashSessionEdit',
    path: '/flash/sessions/:id',
    titleKey: 'title.flashSessionEdit',
    parent: 'flashSessions',
    group: 'catalog',
  }),
  page({
    name: 'flashItems',
    path: '/flash/:id',
    titleKey: 'title.flashItems',
    merchant: true,
    parent: 'flashSessions',
    group: 'catalog',
  }),
  page({
    name: 'flashItemEdit',
    path: '/flash/:id/items/:itemId',
    titleKey: 'title.flashItemEdit',
    merchant: true,
    parent: 'flashItems',
    group: 'catalog',
  }),
  // The content editors: a menu, lists, and editors at <list>/<id> (or <list>/new); one chunk for all nine.
  page({
    name: 'content',
    path: '/content',
    titleKey: 'title.content',
    group: 'content',
  }),
  page({
    name: 'banners',
    path: '/content/banners',
    titleKey: 'title.banners',
    parent: 'content',
    group: 'content',
  }),
  page({
    name: 'bannerEdit',
    path: '/content/banners/:id',
    titleKey: 'title.bannerEdit',
    parent: 'banners',
    group: 'content',
  }),
  page({
    name: 'networks',
    path: '/content/networks',
    titleKey: 'title.networks',
    parent: 'content',
    group: 'content',
  }),
  page({
    name: 'networkEdit',
    path: '/content/networks/:id',
    titleKey: 'title.networkEdit',
    parent: 'networks',
    group: 'content',
  }),
  page({
    name: 'promos',
    path: '/content/promos',
    titleKey: 'title.promos',
    parent: 'content',
    group: 'content',
  }),
  page({
    name: 'promoEdit',
    path: '/content/promos/:id',
    titleKey: 'title.promoEdit',
    parent: 'promos',
    group: 'content',
  }),
  page({
    name: 'articles',
    path: '/content/articles',
    titleKey: 'title.articles',
    parent: 'content',
    group: 'content',
  }),
  page({
    name: 'articleEdit',
    path: '/content/articles/:id',
    titleKey: 'title.articleEdit',
    parent: 'articles',
    group: 'content',
  }),
  page({
    name: 'users',
    path: '/users',
    titleKey: 'title.users',
    group: 'people',
  }),
  page({
    name: 'applications',
    path: '/applications',
    titleKey: 'title.applications',
    group: 'people',
  }),
  page({
    name: 'operators',
    path: '/operators',
    titleKey: 'title.operators',
    group: 'people',
  }),
  page({
    name: 'operatorNew',
    path: '/operators/new',
    titleKey: 'title.operatorNew',
    parent: 'operators',
    group: 'people',
  }),
  page({
    name: 'settings',
    path: '/settings',
    titleKey: 'title.settings',
    group: 'settings',
  }),
  page({
    name: 'auditLog',
    path: '/audit-log',
    titleKey: 'title.auditLog',
    group: 'settings',
  }),
  page({
    name: 'account',
    path: '/account',
    titleKey: 'title.account',
    merchant: true,
    group: 'settings',
  }),
] as const;

export type RouteName = (typeof CONSOLE_PAGES)[number]['name'];

const byName = new Map<string, ConsolePage>(CONSOLE_PAGES.map((r) => [r.name, r]));
const routeOf = (name: RouteName): ConsolePage => byName.get(name)!;

/** The path pattern of each route by name. */
export const paths = Object.fromEntries(CONSOLE_PAGES.map((r) => [r.name, r.path])) as {
  [R in (typeof CONSOLE_PAGES)[number] as R['name']]: R['path'];
};

/** The title's translation key (namespace `console`) of the route `name`. */
export const titleKey = (name: RouteName): string => routeOf(name).titleKey;

/** Where the back button of `name` goes. */
export const parentOf = (name: RouteName): RouteName => (routeOf(name).parent ?? 'dashboard') as RouteName;

/** A signed-out visitor may open it. */
export const isPublic = (name: RouteName): boolean => routeOf(name).public === true;

/** A merchant may open it. */
export const merchantMay = (name: RouteName): boolean => routeOf(name).merchant === true;

/** Link builders of the routes with params. */
export const links = {
  orderDetail: (id: number) => generatePath(paths.orderDetail, { id: String(id) }),
};

import type { ComponentType } from 'react';
import { generatePath } from 'react-router-dom';

type Screen = () => Promise<{ default: ComponentType }>;

/** The groups of a desk side navigation: every screen but the sign-in and the dashboard belongs to one. */
export type NavGroup = 'money' | 'orders' | 'catalog' | 'content' | 'people' | 'settings';

/** One route of the console: everything the router, guard, title bar, back button and links read. */
export interface ConsoleRoute {
  /** The route's name in code. */
  name: string;
  /** The URL, relative to the router's basename (/console). */
  path: string;
  /** Downloads the screen's chunk when the route is first opened. */
  screen: Screen;
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

const route = <const R extends ConsoleRoute>(r: R) => r;

// Each screen is its own chunk: the feature's index re-exports it, and the destructured import lets the
// bundler keep only that screen (and what it uses). Screens that take paths or callbacks get them from
// app/routes/<group>.tsx, which read this table.
export const routes = [
  route({
    name: 'login',
    path: '/login',
    screen: () => import('../app/routes/shell').then(({ Login }) => ({ default: Login })),
    titleKey: 'title.login',
    public: true,
  }),
  route({
    name: 'dashboard',
    path: '/',
    screen: () => import('../app/routes/shell').then(({ Dashboard }) => ({ default: Dashboard })),
    titleKey: 'title.dashboard',
    merchant: true,
  }),
  route({
    name: 'recharges',
    path: '/recharges',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ TopUpQueueScreen }) => ({
        default: TopUpQueueScreen,
      })),
    titleKey: 'title.recharges',
    group: 'money',
  }),
  route({
    name: 'withdrawals',
    path: '/withdrawals',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ WithdrawalQueueScreen }) => ({
        default: WithdrawalQueueScreen,
      })),
    titleKey: 'title.withdrawals',
    group: 'money',
  }),
  route({
    name: 'settlement',
    path: '/settlement',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ SettlementScreen }) => ({ default: SettlementScreen })),
    titleKey: 'title.settlement',
    merchant: true,
    group: 'money',
  }),
  route({
    name: 'ledger',
    path: '/ledger',
    screen: () => import('@bazaar/features/console-operations').then(({ LedgerScreen }) => ({ default: LedgerScreen })),
    titleKey: 'title.ledger',
    merchant: true,
    group: 'money',
  }),
  route({
    name: 'orders',
    path: '/orders',
    screen: () => import('../app/routes/operations').then(({ Orders }) => ({ default: Orders })),
    titleKey: 'title.orders',
    merchant: true,
    group: 'orders',
  }),
  route({
    name: 'orderDetail',
    path: '/orders/:id',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ OrderDetailScreen }) => ({ default: OrderDetailScreen })),
    titleKey: 'title.orderDetail',
    merchant: true,
    parent: 'orders',
    group: 'orders',
  }),
  route({
    name: 'refunds',
    path: '/refunds',
    screen: () => import('../app/routes/operations').then(({ Refunds }) => ({ default: Refunds })),
    titleKey: 'title.refunds',
    merchant: true,
    group: 'orders',
  }),
  route({
    name: 'shops',
    path: '/shops',
    screen: () => import('../app/routes/catalog').then(({ Shops }) => ({ default: Shops })),
    titleKey: 'title.shops',
    merchant: true,
    group: 'catalog',
  }),
  route({
    name: 'shopEdit',
    path: '/shops/:id',
    screen: () => import('../app/routes/catalog').then(({ ShopEdit }) => ({ default: ShopEdit })),
    titleKey: 'title.shopEdit',
    merchant: true,
    parent: 'shops',
    group: 'catalog',
  }),
  route({
    name: 'categories',
    path: '/categories',
    screen: () => import('../app/routes/catalog').then(({ Categories }) => ({ default: Categories })),
    titleKey: 'title.categories',
    group: 'catalog',
  }),
  route({
    name: 'categoryEdit',
    path: '/categories/:id',
    screen: () => import('../app/routes/catalog').then(({ CategoryEdit }) => ({ default: CategoryEdit })),
    titleKey: 'title.categoryEdit',
    parent: 'categories',
    group: 'catalog',
  }),
  route({
    name: 'products',
    path: '/products',
    screen: () => import('../app/routes/catalog').then(({ Products }) => ({ default: Products })),
    titleKey: 'title.products',
    merchant: true,
    group: 'catalog',
  }),
  route({
    name: 'productEdit',
    path: '/products/:id',
    screen: () => import('../app/routes/catalog').then(({ ProductEdit }) => ({ default: ProductEdit })),
    titleKey: 'title.productEdit',
    merchant: true,
    parent: 'products',
    group: 'catalog',
  }),
  // The content editors: a menu, lists, and editors at <list>/<id> (or <list>/new); one chunk for all nine.
  route({
    name: 'content',
    path: '/content',
    screen: () => import('../app/routes/content').then(({ Content }) => ({ default: Content })),
    titleKey: 'title.content',
    group: 'content',
  }),
  route({
    name: 'banners',
    path: '/content/banners',
    screen: () => import('../app/routes/content').then(({ Banners }) => ({ default: Banners })),
    titleKey: 'title.banners',
    parent: 'content',
    group: 'content',
  }),
  route({
    name: 'bannerEdit',
    path: '/content/banners/:id',
    screen: () => import('../app/routes/content').then(({ BannerEdit }) => ({ default: BannerEdit })),
    titleKey: 'title.bannerEdit',
    parent: 'banners',
    group: 'content',
  }),
  route({
    name: 'networks',
    path: '/content/networks',
    screen: () => import('../app/routes/content').then(({ Networks }) => ({ default: Networks })),
    titleKey: 'title.networks',
    parent: 'content',
    group: 'content',
  }),
  route({
    name: 'networkEdit',
    path: '/content/networks/:id',
    screen: () => import('../app/routes/content').then(({ NetworkEdit }) => ({ default: NetworkEdit })),
    titleKey: 'title.networkEdit',
    parent: 'networks',
    group: 'content',
  }),
  route({
    name: 'promos',
    path: '/content/promos',
    screen: () => import('../app/routes/content').then(({ Promos }) => ({ default: Promos })),
    titleKey: 'title.promos',
    parent: 'content',
    group: 'content',
  }),
  route({
    name: 'promoEdit',
    path: '/content/promos/:id',
    screen: () => import('../app/routes/content').then(({ PromoEdit }) => ({ default: PromoEdit })),
    titleKey: 'title.promoEdit',
    parent: 'promos',
    group: 'content',
  }),
  route({
    name: 'articles',
    path: '/content/articles',
    screen: () => import('../app/routes/content').then(({ Articles }) => ({ default: Articles })),
    titleKey: 'title.articles',
    parent: 'content',
    group: 'content',
  }),
  route({
    name: 'articleEdit',
    path: '/content/articles/:id',
    screen: () => import('../app/routes/content').then(({ ArticleEdit }) => ({ default: ArticleEdit })),
    titleKey: 'title.articleEdit',
    parent: 'articles',
    group: 'content',
  }),
  route({
    name: 'users',
    path: '/users',
    screen: () => import('@bazaar/features/console-operations').then(({ UsersScreen }) => ({ default: UsersScreen })),
    titleKey: 'title.users',
    group: 'people',
  }),
  route({
    name: 'applications',
    path: '/applications',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ ApplicationsScreen }) => ({
        default: ApplicationsScreen,
      })),
    titleKey: 'title.applications',
    group: 'people',
  }),
  route({
    name: 'operators',
    path: '/operators',
    screen: () => import('../app/routes/operations').then(({ Operators }) => ({ default: Operators })),
    titleKey: 'title.operators',
    group: 'people',
  }),
  route({
    name: 'operatorNew',
    path: '/operators/new',
    screen: () => import('../app/routes/operations').then(({ OperatorNew }) => ({ default: OperatorNew })),
    titleKey: 'title.operatorNew',
    parent: 'operators',
    group: 'people',
  }),
  route({
    name: 'settings',
    path: '/settings',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ SettingsScreen }) => ({ default: SettingsScreen })),
    titleKey: 'title.settings',
    group: 'settings',
  }),
  route({
    name: 'auditLog',
    path: '/audit-log',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ AuditLogScreen }) => ({ default: AuditLogScreen })),
    titleKey: 'title.auditLog',
    group: 'settings',
  }),
  route({
    name: 'account',
    path: '/account',
    screen: () =>
      import('@bazaar/features/console-operations').then(({ AccountScreen }) => ({ default: AccountScreen })),
    titleKey: 'title.account',
    merchant: true,
    group: 'settings',
  }),
] as const;

export type RouteName = (typeof routes)[number]['name'];

const byName = new Map<string, ConsoleRoute>(routes.map((r) => [r.name, r]));
const routeOf = (name: RouteName): ConsoleRoute => byName.get(name)!;

/** The path pattern of each route by name. */
export const paths = Object.fromEntries(routes.map((r) => [r.name, r.path])) as {
  [R in (typeof routes)[number] as R['name']]: R['path'];
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

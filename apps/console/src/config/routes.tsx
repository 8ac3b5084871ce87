import type { ComponentType } from 'react';
import { CONSOLE_PAGES, type ConsolePage, type RouteName } from './pages';

type Screen = () => Promise<{ default: ComponentType }>;

/** One route of the console: a page of the list (config/pages.ts) and the screen it shows. */
export type ConsoleRoute = ConsolePage & { name: RouteName; screen: Screen };

/**
 * The screen of each page. Each screen is its own chunk: the feature's index re-exports it, and the destructured
 * import lets the bundler keep only that screen (and what it uses). Screens that take paths or callbacks get them
 * from app/routes/<group>.tsx, which read the page list. Typed by the list: a page without a screen does not compile.
 */
const screens: Record<RouteName, Screen> = {
  login: () => import('../app/routes/shell').then(({ Login }) => ({ default: Login })),
  dashboard: () => import('../app/routes/shell').then(({ Dashboard }) => ({ default: Dashboard })),
  recharges: () =>
    import('@bazaar/features/console-operations').then(({ TopUpQueueScreen }) => ({
      default: TopUpQueueScreen,
    })),
  withdrawals: () =>
    import('@bazaar/features/console-operations').then(({ WithdrawalQueueScreen }) => ({
      default: WithdrawalQueueScreen,
    })),
  settlement: () =>
    import('@bazaar/features/console-operations').then(({ SettlementScreen }) => ({ default: SettlementScreen })),
  ledger: () => import('@bazaar/features/console-operations').then(({ LedgerScreen }) => ({ default: LedgerScreen })),
  orders: () => import('../app/routes/operations').then(({ Orders }) => ({ default: Orders })),
  orderDetail: () =>
    import('@bazaar/features/console-operations').then(({ OrderDetailScreen }) => ({ default: OrderDetailScreen })),
  refunds: () => import('../app/routes/operations').then(({ Refunds }) => ({ default: Refunds })),
  chat: () => import('../app/routes/operations').then(({ Chat }) => ({ default: Chat })),
  shops: () => import('../app/routes/catalog').then(({ Shops }) => ({ default: Shops })),
  shopEdit: () => import('../app/routes/catalog').then(({ ShopEdit }) => ({ default: ShopEdit })),
  categories: () => import('../app/routes/catalog').then(({ Categories }) => ({ default: Categories })),
  categoryEdit: () => import('../app/routes/catalog').then(({ CategoryEdit }) => ({ default: CategoryEdit })),
  products: () => import('../app/routes/catalog').then(({ Products }) => ({ default: Products })),
  productEdit: () => import('../app/routes/catalog').then(({ ProductEdit }) => ({ default: ProductEdit })),
  vouchers: () => import('../app/routes/vouchers').then(({ Vouchers }) => ({ default: Vouchers })),
  voucherEdit: () => import('../app/routes/vouchers').then(({ VoucherEdit }) => ({ default: VoucherEdit })),
  flashSessions: () => import('../app/routes/flash').then(({ FlashSessions }) => ({ default: FlashSessions })),
  flashSessionEdit: () => import('../app/routes/flash').then(({ FlashSessionEdit }) => ({ default: FlashSessionEdit })),
  flashItems: () => import('../app/routes/flash').then(({ FlashItems }) => ({ default: FlashItems })),
  flashItemEdit: () => import('../app/routes/flash').then(({ FlashItemEdit }) => ({ default: FlashItemEdit })),
  content: () => import('../app/routes/content').then(({ Content }) => ({ default: Content })),
  banners: () => import('../app/routes/content').then(({ Banners }) => ({ default: Banners })),
  bannerEdit: () => import('../app/routes/content').then(({ BannerEdit }) => ({ default: BannerEdit })),
  networks: () => import('../app/routes/content').then(({ Networks }) => ({ default: Networks })),
  networkEdit: () => import('../app/routes/content').then(({ NetworkEdit }) => ({ default: NetworkEdit })),
  promos: () => import('../app/routes/content').then(({ Promos }) => ({ default: Promos })),
  promoEdit: () => import('../app/routes/content').then(({ PromoEdit }) => ({ default: PromoEdit })),
  articles: () => import('../app/routes/content').then(({ Articles }) => ({ default: Articles })),
  articleEdit: () => import('../app/routes/content').then(({ ArticleEdit }) => ({ default: ArticleEdit })),
  users: () => import('@bazaar/features/console-operations').then(({ UsersScreen }) => ({ default: UsersScreen })),
  applications: () =>
    import('@bazaar/features/console-operations').then(({ ApplicationsScreen }) => ({
      default: ApplicationsScreen,
    })),
  operators: () => import('../app/routes/operations').then(({ Operators }) => ({ default: Operators })),
  operatorNew: () => import('../app/routes/operations').then(({ OperatorNew }) => ({ default: OperatorNew })),
  settings: () =>
    import('@bazaar/features/console-operations').then(({ SettingsScreen }) => ({ default: SettingsScreen })),
  auditLog: () =>
    import('@bazaar/features/console-operations').then(({ AuditLogScreen }) => ({ default: AuditLogScreen })),
  account: () =>
    import('@bazaar/features/console-operations').then(({ AccountScreen }) => ({ default: AccountScreen })),
};

/** The console's routes, in the order of the page list. */
export const routes: readonly ConsoleRoute[] = CONSOLE_PAGES.map((page) => ({ ...page, screen: screens[page.name] }));

import type { ComponentType } from 'react';

type Params = Readonly<Record<string, string | undefined>>;
type Screen = () => Promise<{ default: ComponentType }>;

/** One route of the shop: everything the router, guard, keep-alive, title bar, tab bar and links read. */
export interface ShopRoute {
  /** The route's name in code (one word per thing: `me`, `withdrawal`), whatever its URL says. */
  name: string;
  /** The URL, exactly as product-spec §2 fixes it. */
  path: string;
  /** Downloads the screen's chunk (at start-up, alongside the language, for the page opened). */
  screen: Screen;
  /** The title's translation key (namespace `common`), or how to choose it from the route's params. */
  titleKey: string | ((params: Params) => string);
  /** An anonymous visitor may open it and the pages below it (product-spec §6). */
  public?: true;
  /** Kept mounted, with its scroll position, when left (product-spec §2). */
  keepAlive?: true;
  /** The bottom tab bar's label key: the route is a tab. */
  tab?: string;
}

// Each screen is its own chunk: the feature's index re-exports it, and the destructured import lets the
// bundler keep only that screen (and what it uses) in the route's chunk.
const route = <const R extends ShopRoute>(r: R) => r;

/**
 * Every route of product-spec §2. Pages kept alive besides the spec's five: the product lists a shopper
 * opens products from and comes back to (All Products, Popular), which remounted lost every page after
 * the first and so their place. Product detail never is.
 */
export const routes = [
  route({
    name: 'home',
    path: '/home',
    screen: () => import('../app/routes/home'),
    titleKey: 'title.home',
    public: true,
    keepAlive: true,
    tab: 'tab.home',
  }),
  route({
    name: 'login',
    path: '/login',
    screen: () => import('@bazaar/features/account').then(({ LoginScreen }) => ({ default: LoginScreen })),
    titleKey: 'title.login',
    public: true,
  }),
  route({
    name: 'register',
    path: '/register',
    screen: () => import('@bazaar/features/account').then(({ RegisterScreen }) => ({ default: RegisterScreen })),
    titleKey: 'title.register',
    public: true,
  }),
  route({
    name: 'forgotPassword',
    path: '/forgotPassword',
    screen: () =>
      import('@bazaar/features/account').then(({ ForgotPasswordScreen }) => ({ default: ForgotPasswordScreen })),
    titleKey: 'title.forgotPassword',
    public: true,
  }),
  route({
    name: 'changePassword',
    path: '/changePassword',
    screen: () =>
      import('@bazaar/features/account').then(({ ChangePasswordScreen }) => ({ default: ChangePasswordScreen })),
    titleKey: 'title.changePassword',
    public: true,
  }),
  route({
    name: 'changePayPwd',
    path: '/changePayPwd',
    screen: () =>
      import('@bazaar/features/account').then(({ ChangePayPwdScreen }) => ({ default: ChangePayPwdScreen })),
    titleKey: 'title.changePayPwd',
  }),
  route({
    name: 'passwords',
    path: '/passwords',
    screen: () => import('@bazaar/features/account').then(({ PasswordsScreen }) => ({ default: PasswordsScreen })),
    titleKey: 'title.passwords',
  }),
  route({
    name: 'security',
    path: '/security',
    screen: () => import('@bazaar/features/account').then(({ SecurityScreen }) => ({ default: SecurityScreen })),
    titleKey: 'title.security',
  }),
  route({
    name: 'profile',
    path: '/profile',
    screen: () => import('@bazaar/features/account').then(({ ProfileScreen }) => ({ default: ProfileScreen })),
    titleKey: 'title.profile',
  }),
  route({
    name: 'me',
    path: '/filter',
    screen: () => import('../app/routes/me'),
    titleKey: 'title.filter',
    keepAlive: true,
    tab: 'tab.filter',
  }),
  route({
    name: 'setting',
    path: '/setting',
    screen: () => import('../app/routes/setting'),
    titleKey: 'title.setting',
  }),
  route({
    name: 'language',
    path: '/language',
    screen: () => import('@bazaar/features/account').then(({ LanguageScreen }) => ({ default: LanguageScreen })),
    titleKey: 'title.language',
  }),
  route({
    name: 'shopStreet',
    path: '/shopStreet',
    screen: () => import('@bazaar/features/catalog').then(({ ShopStreetScreen }) => ({ default: ShopStreetScreen })),
    titleKey: 'title.shopStreet',
    public: true,
    keepAlive: true,
    tab: 'tab.shopStreet',
  }),
  route({
    name: 'explore',
    path: '/explore',
    screen: () => import('../app/routes/explore'),
    titleKey: 'title.explore',
    public: true,
    keepAlive: true,
    tab: 'tab.explore',
  }),
  route({
    name: 'search',
    path: '/search',
    screen: () => import('../app/routes/search'),
    titleKey: 'title.search',
    public: true,
  }),
  route({
    name: 'popular',
    path: '/popular',
    screen: () => import('@bazaar/features/catalog').then(({ PopularScreen }) => ({ default: PopularScreen })),
    titleKey: 'title.popular',
    keepAlive: true,
  }),
  route({
    name: 'products',
    path: '/products',
    screen: () => import('@bazaar/features/catalog').then(({ ProductsScreen }) => ({ default: ProductsScreen })),
    titleKey: 'title.products',
    keepAlive: true,
  }),
  route({
    name: 'detail',
    path: '/detail/:product?/:mer?',
    screen: () => import('../app/routes/detail'),
    titleKey: 'title.detail',
    public: true,
  }),
  route({
    name: 'shop',
    path: '/shop/:id?',
    screen: () => import('@bazaar/features/catalog').then(({ ShopScreen }) => ({ default: ShopScreen })),
    titleKey: 'title.shop',
    public: true,
  }),
  route({
    name: 'myFavourite',
    path: '/myFavourite',
    screen: () => import('@bazaar/features/catalog').then(({ MyFavouriteScreen }) => ({ default: MyFavouriteScreen })),
    titleKey: 'title.myFavourite',
  }),
  route({
    name: 'bag',
    path: '/bag',
    screen: () => import('../app/routes/bag'),
    titleKey: 'title.bag',
    keepAlive: true,
    tab: 'tab.bag',
  }),
  route({
    name: 'checkout',
    path: '/checkout',
    screen: () => import('@bazaar/features/checkout').then(({ CheckoutScreen }) => ({ default: CheckoutScreen })),
    titleKey: 'title.checkout',
  }),
  route({
    name: 'payment',
    path: '/payment',
    screen: () => import('@bazaar/features/checkout').then(({ PaymentScreen }) => ({ default: PaymentScreen })),
    titleKey: 'title.payment',
  }),
  route({
    name: 'order',
    path: '/order',
    screen: () =>
      import('@bazaar/features/orders').then(({ OrdersOverviewScreen }) => ({ default: OrdersOverviewScreen })),
    titleKey: 'title.order',
  }),
  route({
    name: 'myPurchases',
    path: '/myPurchases/:status?',
    screen: () => import('@bazaar/features/orders').then(({ MyPurchasesScreen }) => ({ default: MyPurchasesScreen })),
    titleKey: 'title.myPurchases',
  }),
  route({
    name: 'orderInfo',
    path: '/orderInfo/:id?',
    screen: () => import('../app/routes/order-info'),
    titleKey: 'title.orderInfo',
  }),
  route({
    name: 'topUp',
    path: '/topUp',
    screen: () => import('@bazaar/features/wallet').then(({ TopUpScreen }) => ({ default: TopUpScreen })),
    titleKey: 'title.topUp',
  }),
  route({
    name: 'walletTopUp',
    path: '/walletTopUp',
    screen: () => import('@bazaar/features/wallet').then(({ WalletTopUpScreen }) => ({ default: WalletTopUpScreen })),
    titleKey: 'title.walletTopUp',
  }),
  route({
    name: 'cardTopUp',
    path: '/cardTopUp',
    screen: () => import('@bazaar/features/wallet').then(({ CardTopUpScreen }) => ({ default: CardTopUpScreen })),
    titleKey: 'title.cardTopUp',
  }),
  route({
    name: 'topUpRecord',
    path: '/topUpRecord',
    screen: () => import('@bazaar/features/wallet').then(({ TopUpRecordScreen }) => ({ default: TopUpRecordScreen })),
    titleKey: 'title.topUpRecord',
  }),
  route({
    name: 'withdrawal',
    path: '/withDraw',
    screen: () => import('@bazaar/features/wallet').then(({ WithdrawalScreen }) => ({ default: WithdrawalScreen })),
    titleKey: 'title.withDraw',
  }),
  route({
    name: 'withdrawalRecords',
    path: '/depositRecord',
    screen: () =>
      import('@bazaar/features/wallet').then(({ WithdrawalRecordsScreen }) => ({ default: WithdrawalRecordsScreen })),
    titleKey: 'title.depositRecord',
  }),
  route({
    name: 'capitalRecord',
    path: '/capitalRecord',
    screen: () =>
      import('@bazaar/features/wallet').then(({ CapitalRecordScreen }) => ({ default: CapitalRecordScreen })),
    titleKey: 'title.capitalRecord',
  }),
  route({
    name: 'address',
    path: '/address',
    screen: () => import('@bazaar/features/address').then(({ AddressScreen }) => ({ default: AddressScreen })),
    titleKey: 'title.address',
  }),
  route({
    name: 'addressForm',
    path: '/addressForm/:id?',
    screen: () => import('@bazaar/features/address').then(({ AddressFormScreen }) => ({ default: AddressFormScreen })),
    // Titled by what it does: adding, or (with an id) editing.
    titleKey: (params) => (params.id ? 'title.addressFormEdit' : 'title.addressForm'),
  }),
  route({
    name: 'refund',
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    screen: () => import('@bazaar/features/refund').then(({ RefundScreen }) => ({ default: RefundScreen })),
    titleKey: 'title.refund',
  }),
  route({
    name: 'comment',
    path: '/comment',
    screen: () => import('@bazaar/features/review').then(({ CommentScreen }) => ({ default: CommentScreen })),
    titleKey: 'title.comment',
  }),
  route({
    name: 'notification',
    path: '/notification',
    screen: () =>
      import('@bazaar/features/notification').then(({ NotificationScreen }) => ({ default: NotificationScreen })),
    titleKey: 'title.notification',
  }),
  route({
    name: 'helpAndSupport',
    path: '/helpAndSupport',
    screen: () =>
      import('@bazaar/features/content').then(({ ArticlesScreen }) => ({
        default: () => <ArticlesScreen kind="helpSupport" />,
      })),
    titleKey: 'title.helpAndSupport',
  }),
  route({
    name: 'law',
    path: '/law',
    screen: () =>
      import('@bazaar/features/content').then(({ ArticlesScreen }) => ({
        default: () => <ArticlesScreen kind="law" />,
      })),
    titleKey: 'title.law',
  }),
  route({
    name: 'platform',
    path: '/platform',
    screen: () =>
      import('@bazaar/features/content').then(({ ArticlesScreen }) => ({
        default: () => <ArticlesScreen kind="platform" />,
      })),
    titleKey: 'title.platform',
  }),
  route({
    name: 'service',
    path: '/service',
    screen: () => import('@bazaar/features/content').then(({ ServiceScreen }) => ({ default: ServiceScreen })),
    titleKey: 'title.service',
  }),
  // The shopper's saved things, favourite products and followed shops in one place (the catalog's screen).
  route({
    name: 'heart',
    path: '/heart',
    screen: () => import('@bazaar/features/catalog').then(({ MyFavouriteScreen }) => ({ default: MyFavouriteScreen })),
    titleKey: 'title.heart',
  }),
] as const;

export type RouteName = (typeof routes)[number]['name'];

/** The path pattern of each route by name. */
export const paths = Object.fromEntries(routes.map((r) => [r.name, r.path])) as {
  [R in (typeof routes)[number] as R['name']]: R['path'];
};

/** The title's translation key of the route `name`, given the route's params. */
export function titleKey(name: RouteName, params: Params = {}): string {
  const key = routes.find((r) => r.name === name)!.titleKey;
  return typeof key === 'function' ? key(params) : key;
}

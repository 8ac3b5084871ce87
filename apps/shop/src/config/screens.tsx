import type { LaterPageName, Screen } from './routes';

/**
 * The screen of each page but the landing ones (./routes), by page name: typed by the page list, so a page
 * without a screen, or a screen without a page, does not compile. Each screen is its own chunk: the
 * feature's index re-exports it, and the destructured import lets the bundler keep only that screen (and
 * what it uses) in the route's chunk (vite.config.ts).
 */
export const screens: Record<LaterPageName, Screen> = {
  register: () => import('@bazaar/features/account').then(({ RegisterScreen }) => ({ default: RegisterScreen })),
  forgotPassword: () =>
    import('@bazaar/features/account').then(({ ForgotPasswordScreen }) => ({ default: ForgotPasswordScreen })),
  changePassword: () =>
    import('@bazaar/features/account').then(({ ChangePasswordScreen }) => ({ default: ChangePasswordScreen })),
  changePayPwd: () =>
    import('@bazaar/features/account').then(({ ChangePayPwdScreen }) => ({ default: ChangePayPwdScreen })),
  passwords: () => import('@bazaar/features/account').then(({ PasswordsScreen }) => ({ default: PasswordsScreen })),
  security: () => import('@bazaar/features/account').then(({ SecurityScreen }) => ({ default: SecurityScreen })),
  profile: () => import('@bazaar/features/account').then(({ ProfileScreen }) => ({ default: ProfileScreen })),
  me: () => import('../app/routes/me'),
  setting: () => import('../app/routes/setting'),
  language: () => import('@bazaar/features/account').then(({ LanguageScreen }) => ({ default: LanguageScreen })),
  explore: () => import('../app/routes/explore'),
  search: () => import('../app/routes/search'),
  popular: () => import('@bazaar/features/catalog').then(({ PopularScreen }) => ({ default: PopularScreen })),
  products: () => import('@bazaar/features/catalog').then(({ ProductsScreen }) => ({ default: ProductsScreen })),
  shop: () => import('@bazaar/features/catalog').then(({ ShopScreen }) => ({ default: ShopScreen })),
  myFavourite: () =>
    import('@bazaar/features/catalog').then(({ MyFavouriteScreen }) => ({ default: MyFavouriteScreen })),
  bag: () => import('../app/routes/bag'),
  checkout: () => import('@bazaar/features/checkout').then(({ CheckoutScreen }) => ({ default: CheckoutScreen })),
  payment: () => import('@bazaar/features/checkout').then(({ PaymentScreen }) => ({ default: PaymentScreen })),
  order: () =>
    import('@bazaar/features/orders').then(({ OrdersOverviewScreen }) => ({ default: OrdersOverviewScreen })),
  myPurchases: () =>
    import('@bazaar/features/orders').then(({ MyPurchasesScreen }) => ({ default: MyPurchasesScreen })),
  orderInfo: () => import('../app/routes/order-info'),
  topUp: () => import('@bazaar/features/wallet').then(({ TopUpScreen }) => ({ default: TopUpScreen })),
  walletTopUp: () =>
    import('@bazaar/features/wallet').then(({ WalletTopUpScreen }) => ({ default: WalletTopUpScreen })),
  cardTopUp: () => import('@bazaar/features/wallet').then(({ CardTopUpScreen }) => ({ default: CardTopUpScreen })),
  topUpRecord: () =>
    import('@bazaar/features/wallet').then(({ TopUpRecordScreen }) => ({ default: TopUpRecordScreen })),
  withdrawal: () => import('@bazaar/features/wallet').then(({ WithdrawalScreen }) => ({ default: WithdrawalScreen })),
  withdrawalRecords: () =>
    import('@bazaar/features/wallet').then(({ WithdrawalRecordsScreen }) => ({ default: WithdrawalRecordsScreen })),
  capitalRecord: () =>
    import('@bazaar/features/wallet').then(({ CapitalRecordScreen }) => ({ default: CapitalRecordScreen })),
  address: () => import('@bazaar/features/address').then(({ AddressScreen }) => ({ default: AddressScreen })),
  addressForm: () =>
    import('@bazaar/features/address').then(({ AddressFormScreen }) => ({ default: AddressFormScreen })),
  refund: () => import('@bazaar/features/refund').then(({ RefundScreen }) => ({ default: RefundScreen })),
  comment: () => import('@bazaar/features/review').then(({ CommentScreen }) => ({ default: CommentScreen })),
  notification: () =>
    import('@bazaar/features/notification').then(({ NotificationScreen }) => ({ default: NotificationScreen })),
  chat: () => import('@bazaar/features/chat').then(({ ChatListScreen }) => ({ default: ChatListScreen })),
  chatThread: () => import('@bazaar/features/chat').then(({ ChatThreadScreen }) => ({ default: ChatThreadScreen })),
  vouchers: () => import('@bazaar/features/vouchers').then(({ MyVouchersScreen }) => ({ default: MyVouchersScreen })),
  flash: () => import('@bazaar/features/flash').then(({ FlashScreen }) => ({ default: FlashScreen })),
  helpAndSupport: () =>
    import('@bazaar/features/content').then(({ ArticlesScreen }) => ({
      default: () => <ArticlesScreen kind="helpSupport" />,
    })),
  law: () =>
    import('@bazaar/features/content').then(({ ArticlesScreen }) => ({
      default: () => <ArticlesScreen kind="law" />,
    })),
  platform: () =>
    import('@bazaar/features/content').then(({ ArticlesScreen }) => ({
      default: () => <ArticlesScreen kind="platform" />,
    })),
  service: () => import('@bazaar/features/content').then(({ ServiceScreen }) => ({ default: ServiceScreen })),
  heart: () => import('@bazaar/features/catalog').then(({ MyFavouriteScreen }) => ({ default: MyFavouriteScreen })),
};

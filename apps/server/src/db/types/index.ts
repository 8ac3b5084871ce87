import type * as A from './accounts';
import type * as C from './catalog';
import type * as O from './orders';
import type * as S from './system';
import type * as W from './wallet';

export type * from './accounts';
export type * from './catalog';
export type * from './orders';
export type * from './system';
export * from './wallet';

/** Every table, as Kysely sees it. Keep in step with src/db/migrations. */
export interface Database {
  users: A.UsersTable;
  user_tokens: A.UserTokensTable;
  quick_tokens: A.QuickTokensTable;
  user_third_accounts: A.UserThirdAccountsTable;
  ems_codes: A.EmsCodesTable;
  login_attempts: A.LoginAttemptsTable;
  account_addresses: A.AccountAddressesTable;
  shops: A.ShopsTable;
  admins: A.AdminsTable;
  admin_tokens: A.AdminTokensTable;
  uploads: A.UploadsTable;
  settings: C.SettingsTable;
  categories: C.CategoriesTable;
  products: C.ProductsTable;
  product_skus: C.ProductSkusTable;
  product_terms: C.ProductTermsTable;
  banners: C.BannersTable;
  chain_networks: C.ChainNetworksTable;
  deposit_addresses: C.DepositAddressesTable;
  articles: C.ArticlesTable;
  favourites: C.FavouritesTable;
  follows: C.FollowsTable;
  recently_viewed: C.RecentlyViewedTable;
  merchant_applications: C.MerchantApplicationsTable;
  addresses: O.AddressesTable;
  carts: O.CartsTable;
  promo_codes: O.PromoCodesTable;
  promo_code_uses: O.PromoCodeUsesTable;
  orders: O.OrdersTable;
  order_items: O.OrderItemsTable;
  order_logistics: O.OrderLogisticsTable;
  refunds: O.RefundsTable;
  reviews: O.ReviewsTable;
  notifications: O.NotificationsTable;
  ledger_accounts: W.LedgerAccountsTable;
  ledger_transactions: W.LedgerTransactionsTable;
  ledger_postings: W.LedgerPostingsTable;
  recharges: W.RechargesTable;
  withdrawals: W.WithdrawalsTable;
  chain_deposits: W.ChainDepositsTable;
  chain_cursors: W.ChainCursorsTable;
  idempotency_keys: S.IdempotencyKeysTable;
  jobs: S.JobsTable;
  admin_audit_log: S.AdminAuditLogTable;
}

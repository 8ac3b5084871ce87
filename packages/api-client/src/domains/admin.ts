import type {
  AdminApplicationListQuery,
  AdminAuditLogQuery,
  AdminChainDeposit,
  AdminChainDepositQuery,
  AdminDashboard,
  AdminLedgerListQuery,
  AdminLedgerPosting,
  AdminListQuery,
  AdminNetwork,
  AdminNetworkRotateKey,
  AdminOrderListQuery,
  AdminRefundListQuery,
  AdminUserListQuery,
  AdminWalletListQuery,
  DashboardCharts,
  MonthlySettlement,
  MonthlySettlementQuery,
  ProductShelveAnswer,
  ProductShelveBody,
  ShipBatchAnswer,
  ShipBatchBody,
  AdminLoginAnswer,
  AdminLoginBody,
  AdminOrderDetail,
  AdminRole,
  AdminSettingsSaveBody,
  AdminSettingsView,
  AdminTranslations,
  AdminUser,
  AuditBody,
  AuditLogEntry,
  WithdrawalRecord,
  LogisticsBody,
  MerchantApplication,
  MerchantReviewAnswer,
  OperatorDisableBody,
  OperatorPasswordBody,
  OperatorView,
  Order,
  Page,
  TopUpRecord,
  Refund,
  RefundHandleBody,
  Settlement,
  SettlementQuery,
  ShipBody,
  TranslationMissingItem,
  TranslationMissingQuery,
  TranslationQuery,
  TranslationSaveBody,
  UserFreezeBody,
} from '@bazaar/contract';
import type { DownloadedFile } from '../file-response';
import type { RequestFn } from '../request-types';
import { createAdminResource } from './admin-resource';

/**
 * A withdrawal as operators list it: who asked, and where to pay. `bank_card_no` is in full
 * while the withdrawal is under audit (the operator pays it), masked afterwards.
 */
export type AdminWithdrawalItem = WithdrawalRecord & {
  user_id: number;
  /** The shopper's account name. */
  username: string;
  account_name: string;
  network_id: number | null;
};

/** A recharge as operators list it: who asked, and whether the chain watcher passed it (no operator). */
export type AdminTopUpItem = TopUpRecord & { user_id: number; username: string; by_watcher: boolean };

/**
 * Operator and merchant back office (`/api/admin`). The admin token travels in
 * the same `token` header, so a back-office app makes its own client whose
 * `getToken` returns the admin token.
 */
export function createAdminApi(http: RequestFn) {
  const list = <T>(url: string, query: object = {}) => http<Page<T>>({ method: 'GET', url, params: query });
  /** A CSV export: the list's filters, the whole filtered list as one file (`{ blob, filename }`). */
  const csv = (url: string, query: object = {}) =>
    http<DownloadedFile>({ method: 'GET', url, params: query, file: true });
  const post = <T>(url: string, data: object) => http<T>({ method: 'POST', url, data });
  return {
    /** Signs an operator or merchant in. */
    login: (body: AdminLoginBody) =>
      http<AdminLoginAnswer>({ method: 'POST', url: '/admin/login', data: body, auth: false }),
    /** Ends the operator's session (revokes the token). */
    logout: () => http<null>({ method: 'POST', url: '/admin/logout', data: {} }),
    /** Today's paid orders and sales and the queues; a merchant's shop only. */
    dashboard: () => http<AdminDashboard>({ method: 'GET', url: '/admin/dashboard' }),
    /**
     * The dashboard's charts: 30 days of paid orders and sales (platform time zone, zero-filled), orders by
     * status, top products and shops, money waiting for audit (admins; null for a merchant).
     */
    dashboardCharts: () => http<DashboardCharts>({ method: 'GET', url: '/admin/dashboard/charts' }),
    /**
     * The settlement per calendar month, this month first; a merchant its own shop.
     * @example const { months } = await admin.admin.monthlySettlement({ months: 6 });
     */
    monthlySettlement: (query: MonthlySettlementQuery = {}) =>
      http<MonthlySettlement>({ method: 'GET', url: '/admin/settlement/monthly', params: query }),
    topUpList: (query?: AdminWalletListQuery) => list<AdminTopUpItem>('/admin/recharge/list', query),
    /**
     * Passes or refuses a recharge, once.
     * @example await admin.admin.topUpAudit({ id: 3, status: 'passed', remark: 'Seen on chain' });
     */
    topUpAudit: (body: AuditBody) => post<TopUpRecord>('/admin/recharge/audit', body),
    /**
     * Deposits the chain watcher has seen to shoppers' own addresses, by network and status
     * (`below_min`: recorded, not credited).
     * @example await admin.admin.chainDepositList({ status: 'below_min', network_id: 2 });
     */
    chainDepositList: (query: AdminChainDepositQuery = {}) =>
      http<Page<AdminChainDeposit>>({ method: 'GET', url: '/admin/chain_deposit/list', params: query }),
    /**
     * Replaces a network's deposit key (admins only): shoppers get new addresses; those under the old
     * key are still credited until `retire_until` and never handed out again.
     * @example await admin.admin.networkRotateKey({ id: 2, xpub: 'xpub6…', retire_until: 1767225600 });
     */
    networkRotateKey: (body: AdminNetworkRotateKey) => post<AdminNetwork>('/admin/network/rotate_key', body),
    /** Top-ups as CSV (UTF-8 with BOM), with topUpList's filters (admins only). */
    topUpExport: (query?: AdminWalletListQuery) => csv('/admin/recharge/export', query),
    withdrawalList: (query?: AdminWalletListQuery) => list<AdminWithdrawalItem>('/admin/extract/list', query),
    /** Withdrawals as CSV, card numbers masked, with withdrawalList's filters (admins only). */
    withdrawalExport: (query?: AdminWalletListQuery) => csv('/admin/extract/export', query),
    /** Passes (money leaves) or refuses (frozen money returns) a withdrawal, once. */
    withdrawalAudit: (body: AuditBody) => post<WithdrawalRecord>('/admin/extract/audit', body),
    /** Orders; `sort` one of ORDER_SORTS, `order` asc|desc, `shop_id`, `start`/`end` (created, unix seconds). */
    orderList: (query?: AdminOrderListQuery) =>
      list<Order & { user_id: number; shop_id: number }>('/admin/order/list', query),
    /**
     * Orders as CSV with orderList's filters; a merchant its own shop's.
     * @example const { blob, filename } = await admin.admin.orderExport({ status: 'waiting_deliver' });
     */
    orderExport: (query?: AdminOrderListQuery) => csv('/admin/order/export', query),
    /** Ships a paid order. */
    ship: (body: ShipBody) => post<Order>('/admin/order/ship', body),
    /**
     * Ships several paid orders with one carrier, all or nothing (a refusal names the order and ships none).
     * @example await admin.admin.shipBatch({ company: 'Kerry', orders: [{ id: 4, number: 'KE1' }, { id: 5, number: 'KE2' }] });
     */
    shipBatch: (body: ShipBatchBody) => post<ShipBatchAnswer>('/admin/order/ship_batch', body),
    /** Adds a tracking line to an order. */
    logistics: (body: LogisticsBody) => post<Order>('/admin/order/logistics', body),
    refundList: (query?: AdminRefundListQuery) =>
      list<Refund & { order_sn: string; user_id: number; shop_id: number }>('/admin/refund/list', query),
    /** Refunds as CSV with refundList's filters; a merchant its own shop's. */
    refundExport: (query?: AdminRefundListQuery) => csv('/admin/refund/export', query),
    /** Ledger postings; an admin by account (`kind`, `owner_id`, `shop_id`), a merchant its shop's payable account. */
    ledgerList: (query?: AdminLedgerListQuery) => list<AdminLedgerPosting>('/admin/ledger/list', query),
    /** Ledger postings as CSV with ledgerList's filters. */
    ledgerExport: (query?: AdminLedgerListQuery) => csv('/admin/ledger/export', query),
    /** Approves, refuses, or confirms the returned goods of a refund. */
    refundHandle: (body: RefundHandleBody) => post<Refund>('/admin/refund/handle', body),
    userList: (query?: AdminUserListQuery) => list<AdminUser>('/admin/user/list', query),
    /** Freezes or unfreezes a shopper. */
    userFreeze: (body: UserFreezeBody) => post<AdminUser>('/admin/user/freeze', body),
    merchantApplications: (query?: AdminApplicationListQuery) =>
      list<MerchantApplication>('/admin/merchant/applications', query),
    /** Accepts or refuses a merchant application. */
    merchantReview: (body: AuditBody) => post<MerchantReviewAnswer>('/admin/merchant/review', body),
    /** Fee rate, withdrawal limits, automatic transition times, service channels. */
    settings: () => http<AdminSettingsView>({ method: 'GET', url: '/admin/setting' }),
    saveSettings: (body: AdminSettingsSaveBody) => post<AdminSettingsView>('/admin/setting', body),
    /** Creates an operator: an admin, or the merchant of one shop (admins only). */
    createOperator: (body: { username: string; password: string; role: AdminRole; shop_id?: number | null }) =>
      post<{ id: number; username: string; role: AdminRole; shop_id: number | null }>('/admin/operator/create', body),
    /** Operators newest first; `status` normal|disabled, `keyword` part of the account name (admins only). */
    operatorList: (query?: AdminListQuery) => list<OperatorView>('/admin/operator/list', query),
    /**
     * Changes one's own password (with `old_password`), or, for an admin, another operator's (`id`).
     * @example await admin.admin.operatorPassword({ old_password: 'admin123', password: 'n3w-secret' });
     */
    operatorPassword: (body: OperatorPasswordBody) => post<null>('/admin/operator/password', body),
    /** Disables (its sessions end) or enables an operator (admins only, never oneself). */
    operatorDisable: (body: OperatorDisableBody) => post<OperatorView>('/admin/operator/disable', body),
    /** An order with items, address, payment, logistics, refunds and its history. */
    orderDetail: (id: number) => http<AdminOrderDetail>({ method: 'GET', url: '/admin/order/detail', params: { id } }),
    /** Settled orders of a period: gross, refunds, platform fee and net; a merchant's own shop only. */
    settlement: (query: SettlementQuery = {}) =>
      http<Settlement>({ method: 'GET', url: '/admin/settlement', params: query }),
    /** Every operator action, newest first (admins only). */
    auditLog: (query?: AdminAuditLogQuery) => list<AuditLogEntry>('/admin/audit_log', query),
    shops: createAdminResource(http, 'shop'),
    products: createAdminResource(http, 'product'),
    /** Puts several products on or off the shelf, all or nothing; a merchant its own shop's only. */
    productShelve: (body: ProductShelveBody) => post<ProductShelveAnswer>('/admin/product/shelve', body),
    categories: createAdminResource(http, 'category'),
    banners: createAdminResource(http, 'banner'),
    networks: createAdminResource(http, 'network'),
    promoCodes: createAdminResource(http, 'promo'),
    articles: createAdminResource(http, 'article'),
    /** A product's, shop's or banner's text in every language, with the fields missing per language. */
    translationDetail: (query: TranslationQuery) =>
      http<AdminTranslations>({ method: 'GET', url: '/admin/translation/detail', params: query }),
    /**
     * Writes one language's text (never the source language's); an empty field removes its translation.
     * @example await admin.admin.translationSave({ entity: 'product', id: 7, language: 'th', fields: { title: 'เสื้อ' } });
     */
    translationSave: (body: TranslationSaveBody) => post<AdminTranslations>('/admin/translation/save', body),
    /** Products, shops or banners still missing a translation into `language`, newest first. */
    translationMissing: (query: TranslationMissingQuery) =>
      list<TranslationMissingItem>('/admin/translation/missing', query),
  };
}
/**
 * The operator console: sign-in, dashboard, settlement, top-ups and withdrawals, orders and shipping, refunds, the
 * ledger, users, merchant applications and settings.
 */
export type AdminApi = ReturnType<typeof createAdminApi>;

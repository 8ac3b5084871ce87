import { Type, type Static } from '@sinclair/typebox';
import { AdminListQuery } from './admin';
import { Id, Money, UnixTime } from './common';
import { OrderStatus } from './order-status';
import { LiteralUnion, Nullable } from './schema-helpers';

/**
 * The console's tables at a desk: the lists' filters and sorting, their CSV exports, the
 * dashboard's series, the monthly statement and the bulk actions.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const period = {
  start: Type.Optional(Type.Integer({ minimum: 0, description: 'Created at or after (unix seconds)' })),
  end: Type.Optional(Type.Integer({ minimum: 0, description: 'Created before (unix seconds)' })),
};

/**
 * A table's query: page and limit, status and keyword, plus the creation period [start, end)
 * and a sort column from the table's own list (default `id`), `order` desc (default) or asc.
 * Ties are broken by id in the same order.
 */
export function AdminTableQuery<const S extends readonly string[]>(sorts: S) {
  return Type.Composite([
    AdminListQuery,
    Type.Object({
      ...period,
      sort: Type.Optional(LiteralUnion(sorts, { description: `One of: ${sorts.join(', ')} (default id)` })),
      order: Type.Optional(LiteralUnion(SORT_ORDERS, { description: 'desc (default) or asc' })),
    }),
  ]);
}
export type AdminTableQuery = Static<ReturnType<typeof AdminTableQuery<readonly string[]>>>;

const shopFilter = Type.Object({ shop_id: Type.Optional(Id) });

export const ORDER_SORTS = ['id', 'createtime', 'paytime', 'total', 'status'] as const;
/** order/list and order/export: status, keyword (part of the order number), shop, shopper, period. */
export const AdminOrderListQuery = Type.Composite([
  AdminTableQuery(ORDER_SORTS),
  shopFilter,
  Type.Object({
    user_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: "One shopper's orders (shown beside a chat)" }),
    ),
  }),
]);
export type AdminOrderListQuery = Static<typeof AdminOrderListQuery>;

export const REFUND_SORTS = ['id', 'createtime', 'amount', 'status'] as const;
/** refund/list and refund/export: status (pending, returning, refunded, refused, cancelled), keyword (refund number). */
export const AdminRefundListQuery = Type.Composite([AdminTableQuery(REFUND_SORTS), shopFilter]);
export type AdminRefundListQuery = Static<typeof AdminRefundListQuery>;

export const WALLET_SORTS = ['id', 'createtime', 'amount', 'status'] as const;
/** recharge/list|export and extract/list|export: status (auditing, passed, refused), keyword, period. No shop. */
export const AdminWalletListQuery = AdminTableQuery(WALLET_SORTS);
export type AdminWalletListQuery = Static<typeof AdminWalletListQuery>;

export const USER_SORTS = ['id', 'createtime', 'username'] as const;
/** user/list: status (normal, frozen), keyword (id, username, nickname, email, mobile), sign-up period. */
export const AdminUserListQuery = AdminTableQuery(USER_SORTS);
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;

export const APPLICATION_SORTS = ['id', 'createtime'] as const;
/** merchant/applications: status (auditing, passed, refused), period. */
export const AdminApplicationListQuery = AdminTableQuery(APPLICATION_SORTS);
export type AdminApplicationListQuery = Static<typeof AdminApplicationListQuery>;

export const AUDIT_LOG_SORTS = ['id'] as const;
/** audit_log: keyword (action or target type), period; newest first or (`order=asc`) oldest first. */
export const AdminAuditLogQuery = AdminTableQuery(AUDIT_LOG_SORTS);
export type AdminAuditLogQuery = Static<typeof AdminAuditLogQuery>;

export const ADMIN_SHOP_SORTS = ['id', 'createtime', 'rating', 'sales'] as const;
/** shop/list: status (normal, closed), keyword (id or name), opening period. */
export const AdminShopListQuery = AdminTableQuery(ADMIN_SHOP_SORTS);
export type AdminShopListQuery = Static<typeof AdminShopListQuery>;

export const ADMIN_PRODUCT_SORTS = ['id', 'createtime', 'price', 'stock', 'sales', 'sort'] as const;

/** The ledger's accounts, by what they hold (the server's ledger module). */
export const LEDGER_ACCOUNT_KINDS = [
  'user_available',
  'user_frozen',
  'platform_escrow',
  'merchant_payable',
  'fee_revenue',
  'commission_revenue',
  'voucher_subsidy',
  'external_deposits',
  'external_payouts',
] as const;
export const LedgerAccountKind = LiteralUnion(LEDGER_ACCOUNT_KINDS);
export type LedgerAccountKind = Static<typeof LedgerAccountKind>;

export const LEDGER_SORTS = ['id', 'amount'] as const;
/**
 * ledger/list and ledger/export: postings; `kind` and `owner_id` name the account (`shop_id` is
 * the shop's merchant_payable account), `keyword` a reference ("order:12") or part of the memo.
 */
export const AdminLedgerListQuery = Type.Composite([
  AdminTableQuery(LEDGER_SORTS),
  Type.Object({
    shop_id: Type.Optional(Id),
    kind: Type.Optional(LedgerAccountKind),
    owner_id: Type.Optional(Type.Integer({ minimum: 0, description: 'User id, shop id, or 0 for the platform' })),
  }),
]);
export type AdminLedgerListQuery = Static<typeof AdminLedgerListQuery>;

/** One side of a ledger transaction: a signed amount on one account. */
export const AdminLedgerPosting = Type.Object({
  id: Id,
  transaction_id: Id,
  type: Type.String({ description: 'order_pay, refund, recharge, order_settle, …' }),
  ref: Type.String({ description: 'What it is for: "order:12", "withdrawal:3", …' }),
  memo: Type.String(),
  account_kind: LedgerAccountKind,
  owner_id: Type.Integer(),
  amount: Money,
  balance_after: Money,
  createtime: UnixTime,
});
export type AdminLedgerPosting = Static<typeof AdminLedgerPosting>;

/** The CSV exports: the list's query without paging; `lang` picks the header's language. */
export const exportDescription =
  'A CSV file (UTF-8 with BOM, CRLF lines, RFC 4180 quoting) of every row the list call would show with the ' +
  'same filters, newest first (`sort`, `order`, `page` and `limit` are ignored), streamed as it is read. ' +
  'The header row is in the request’s language (`lang`, cookie or Accept-Language), as a spreadsheet reader ' +
  'expects; the columns are always the same, in the same order. Money is the contract’s text ("12.50", ' +
  'signed where it can be negative), times are ISO 8601 UTC, statuses are the API’s codes. Text starting ' +
  'with = + - @ gets a leading apostrophe so a spreadsheet does not run it. Errors before the first byte use ' +
  'the JSON envelope.';

/** The dashboard's day: the platform time zone's calendar day. */
export const DashboardDay = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD in the platform time zone', examples: ['2026-11-24'] }),
  start: UnixTime,
  paid_orders: Type.Integer({ description: 'Orders paid that day' }),
  sales: Money,
  sales_cents: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDay>;

export const DashboardTopProduct = Type.Object({
  product_id: Id,
  title: Type.String({ description: 'The title the last order bought it under' }),
  quantity: Type.Integer(),
  sales: Money,
  sales_cents: Type.Integer(),
});
export type DashboardTopProduct = Static<typeof DashboardTopProduct>;

export const DashboardTopShop = Type.Object({
  shop_id: Id,
  shop_name: Type.String(),
  paid_orders: Type.Integer(),
  sales: Money,
  sales_cents: Type.Integer(),
});
export type DashboardTopShop = Static<typeof DashboardTopShop>;

/** Money the wallet audits hold back: admins only (null for a merchant). */
export const DashboardAwaitingAudit = Type.Object({
  recharges: Type.Integer(),
  recharge_amount: Money,
  recharge_cents: Type.Integer(),
  withdrawals: Type.Integer(),
  withdrawal_amount: Money,
  withdrawal_cents: Type.Integer(),
});
export type DashboardAwaitingAudit = Static<typeof DashboardAwaitingAudit>;

/** The dashboard's charts; a merchant's are its own shop's. */
export const DashboardCharts = Type.Object({
  time_zone: Type.String({ description: 'The platform time zone the days follow (IANA name)' }),
  days: Type.Array(DashboardDay, { description: 'The last 30 days, oldest first, today last, zero-filled' }),
  orders_by_status: Type.Array(Type.Object({ status: OrderStatus, count: Type.Integer() }), {
    description: 'Every order status, in the contract’s order, with how many orders are in it now',
  }),
  top_products: Type.Array(DashboardTopProduct, { description: 'The 5 best-selling products of the 30 days' }),
  top_shops: Type.Array(DashboardTopShop, { description: 'The 5 best-selling shops of the 30 days' }),
  awaiting_audit: Nullable(DashboardAwaitingAudit),
});
export type DashboardCharts = Static<typeof DashboardCharts>;

export const MonthlySettlementQuery = Type.Object({
  months: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 24, default: 12, description: 'Months back, this one included' }),
  ),
  shop_id: Type.Optional(Id),
});
export type MonthlySettlementQuery = Static<typeof MonthlySettlementQuery>;

export const SettlementMonth = Type.Object({
  month: Type.String({ description: 'YYYY-MM in the platform time zone', examples: ['2026-11'] }),
  start: UnixTime,
  end: UnixTime,
  orders: Type.Integer(),
  gross: Money,
  refunds: Money,
  fee: Money,
  net: Money,
  net_cents: Type.Integer(),
});
export type SettlementMonth = Static<typeof SettlementMonth>;

/** settlement/monthly: the settlement's totals per calendar month, newest month first. */
export const MonthlySettlement = Type.Object({
  shop_id: Nullable(Id),
  time_zone: Type.String(),
  months: Type.Array(SettlementMonth),
});
export type MonthlySettlement = Static<typeof MonthlySettlement>;

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

/** order/ship_batch: all or nothing; each order has its own tracking number. */
export const ShipBatchBody = Type.Object({
  company: text(100),
  orders: Type.Array(Type.Object({ id: Id, number: text(100) }), { minItems: 1, maxItems: 100 }),
});
export type ShipBatchBody = Static<typeof ShipBatchBody>;

export const ShipBatchAnswer = Type.Object({ shipped: Type.Array(Id) });
export type ShipBatchAnswer = Static<typeof ShipBatchAnswer>;

/** product/shelve: puts products on (`on`) or off (`off`) the shelf, all or nothing. */
export const ProductShelveBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  status: LiteralUnion(['on', 'off'] as const),
});
export type ProductShelveBody = Static<typeof ProductShelveBody>;

export const ProductShelveAnswer = Type.Object({
  products: Type.Array(Type.Object({ id: Id, status: LiteralUnion(['on', 'off', 'closed'] as const) }), {
    description: 'Each product as now stored: `closed` when its shop is closed (it stays off sale)',
  }),
});
export type ProductShelveAnswer = Static<typeof ProductShelveAnswer>;

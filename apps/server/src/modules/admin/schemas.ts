import {
  AdminApplicationListQuery,
  AdminAuditLogQuery,
  AdminDashboard,
  AdminUserListQuery,
  DashboardCharts,
  MonthlySettlement,
  MonthlySettlementQuery,
  AdminOrderListQuery,
  AdminRole,
  Id,
  AdminSettingsSaveBody,
  AdminSettingsView,
  AdminUser,
  AuditBody,
  AuditLogEntry,
  Envelope,
  MerchantApplication,
  MerchantReviewAnswer,
  Order,
  Page,
  Settlement,
  SettlementQuery,
  UserFreezeBody,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['admin'];
const security = [{ token: [] }];

export const dashboardSchema = {
  tags,
  security,
  summary: 'Today’s paid orders and sales, and the queues waiting for an operator (a merchant: its shop only)',
  response: { 200: Envelope(AdminDashboard) },
};

export const dashboardChartsSchema = {
  tags,
  security,
  summary:
    'The dashboard’s charts: sales and paid orders per day for the last 30 days (platform time zone, zero-filled), orders by status, top products and shops, money waiting for audit (admins); a merchant its own shop',
  response: { 200: Envelope(DashboardCharts) },
};

export const monthlySettlementSchema = {
  tags,
  security,
  summary:
    'The settlement per calendar month (platform time zone), this month first: orders, gross, refunds, fee and net; a merchant its own shop only',
  querystring: MonthlySettlementQuery,
  response: { 200: Envelope(MonthlySettlement) },
};

export const AdminOrder = Type.Composite([Order, Type.Object({ user_id: Type.Integer(), shop_id: Type.Integer() })]);

export const orderListSchema = {
  tags,
  security,
  summary:
    'Orders newest first or sorted; by status, order number, shop and creation period; a merchant sees its own shop only',
  querystring: AdminOrderListQuery,
  response: { 200: Envelope(Page(AdminOrder)) },
};

export const settlementSchema = {
  tags,
  security,
  summary:
    'Settled orders of a period [start, end): gross, refunds, platform fee and net, per shop and per order; a merchant its own shop only',
  querystring: SettlementQuery,
  response: { 200: Envelope(Settlement) },
};

export const userListSchema = {
  tags,
  security,
  summary:
    'Shoppers newest first or sorted; keyword: id, username, nickname, email or mobile; sign-up period (admins only)',
  querystring: AdminUserListQuery,
  response: { 200: Envelope(Page(AdminUser)) },
};

export const userFreezeSchema = {
  tags,
  security,
  summary: 'Freezes (no sign-in, no money moves) or unfreezes a shopper (admins only)',
  body: UserFreezeBody,
  response: { 200: Envelope(AdminUser) },
};

export const applicationListSchema = {
  tags,
  security,
  summary:
    'Merchant applications newest first or sorted, by status (auditing, passed, refused) and period; admins only',
  querystring: AdminApplicationListQuery,
  response: { 200: Envelope(Page(MerchantApplication)) },
};

export const reviewSchema = {
  tags,
  security,
  summary: 'Approves (creates the shop and its merchant operator) or refuses an application, once; admins only',
  body: AuditBody,
  response: { 200: Envelope(MerchantReviewAnswer) },
};

export const settingsSchema = {
  tags,
  security,
  summary: 'Fee rate, withdrawal limits, automatic transition times and service channels (admins only)',
  response: { 200: Envelope(AdminSettingsView) },
};

export const saveSettingsSchema = {
  tags,
  security,
  summary: 'Saves any subset of the settings (admins only); answers the settings as now stored',
  body: AdminSettingsSaveBody,
  response: { 200: Envelope(AdminSettingsView) },
};

export const auditLogSchema = {
  tags,
  security,
  summary:
    'Every operator action newest first (order=asc: oldest first); keyword: action or target type; period (admins only)',
  querystring: AdminAuditLogQuery,
  response: { 200: Envelope(Page(AuditLogEntry)) },
};

export const OperatorCreateBody = Type.Object({
  username: Type.String({ maxLength: 100 }),
  password: Type.String({ maxLength: 200 }),
  role: AdminRole,
  shop_id: Type.Optional(Type.Union([Id, Type.Null()], { description: 'The merchant’s shop' })),
});

export const operatorCreateSchema = {
  tags,
  security,
  summary: 'Creates an operator: an admin, or the merchant of one shop (admins only)',
  body: OperatorCreateBody,
  response: {
    200: Envelope(
      Type.Object({ id: Id, username: Type.String(), role: AdminRole, shop_id: Type.Union([Id, Type.Null()]) }),
    ),
  },
};

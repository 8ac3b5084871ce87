import {
  AdminAuditLogQuery,
  AdminDashboard,
  DashboardCharts,
  MonthlySettlement,
  MonthlySettlementQuery,
  AdminRole,
  Id,
  AdminSettingsSaveBody,
  AdminSettingsView,
  AuditLogEntry,
  Envelope,
  Page,
  Settlement,
  SettlementQuery,
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

export const settlementSchema = {
  tags,
  security,
  summary:
    'Settled orders of a period [start, end): gross, refunds, platform fee and net, per shop and per order; a merchant its own shop only',
  querystring: SettlementQuery,
  response: { 200: Envelope(Settlement) },
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

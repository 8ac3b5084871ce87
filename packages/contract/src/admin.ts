import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, PageQuery, UnixTime } from './common';
import { MerchantApplication } from './content';
import { LiteralUnion, Nullable } from './schema-helpers';

export const AdminLoginBody = Type.Object({ account: Type.String(), password: Type.String() });
export type AdminLoginBody = Static<typeof AdminLoginBody>;

/** An admin sees everything; a merchant operator sees its own shop only. */
export const ADMIN_ROLES = ['admin', 'merchant'] as const;
export const AdminRole = LiteralUnion(ADMIN_ROLES);
export type AdminRole = Static<typeof AdminRole>;

export const AdminInfo = Type.Object({
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  role: AdminRole,
  shop_id: Nullable(Id),
  token: Type.String({ description: 'Send it back in the `token` header' }),
  expires_in: Type.Integer(),
  createtime: UnixTime,
});
export type AdminInfo = Static<typeof AdminInfo>;

export const AdminLoginAnswer = Type.Object({ admininfo: AdminInfo });
export type AdminLoginAnswer = Static<typeof AdminLoginAnswer>;

/** The list calls of the back office: a page, optionally filtered. */
export const AdminListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.String()),
    keyword: Type.Optional(Type.String()),
  }),
]);
export type AdminListQuery = Static<typeof AdminListQuery>;

/** recharge/audit, extract/audit and merchant/review. Each record is audited once. */
export const AuditBody = Type.Object({
  id: Id,
  status: LiteralUnion(['passed', 'refused'] as const),
  remark: Type.Optional(
    Type.String({ description: 'Required when refusing: the reason the shopper reads on the record' }),
  ),
});
export type AuditBody = Static<typeof AuditBody>;

export const ShipBody = Type.Object({ id: Id, company: Type.String(), number: Type.String() });
export type ShipBody = Static<typeof ShipBody>;

export const LogisticsBody = Type.Object({ id: Id, text: Type.String() });
export type LogisticsBody = Static<typeof LogisticsBody>;

export const REFUND_ACTIONS = ['approve', 'refuse', 'confirm_return'] as const;
export const RefundAction = LiteralUnion(REFUND_ACTIONS);
export type RefundAction = Static<typeof RefundAction>;

export const RefundHandleBody = Type.Object({
  id: Id,
  action: RefundAction,
  remark: Type.Optional(Type.String({ description: 'Required to refuse: the reason the shopper reads on the refund' })),
});
export type RefundHandleBody = Static<typeof RefundHandleBody>;

export const UserFreezeBody = Type.Object({
  id: Id,
  frozen: Type.Boolean({ description: 'true freezes, false unfreezes' }),
});
export type UserFreezeBody = Static<typeof UserFreezeBody>;

const settingsFields = {
  fee_rate: Type.Number({ description: 'Withdrawal service charge, percent' }),
  commission_rate: Type.Number({
    description:
      'The platform commission on each completed order, percent of what the shop keeps after refunds (default 1); posted to the platform revenue account at settlement',
  }),
  auto_cancel_minutes: Type.Integer({ minimum: 1, default: 30 }),
  auto_confirm_days: Type.Integer({ minimum: 1, default: 10 }),
  auto_complete_days: Type.Integer({ minimum: 1, default: 7 }),
};

const cardAccountsDescription =
  'The platform accounts shown on the card top-up form, one per line: the currency, a space, then the account';

/** The operator's settings (fee rate, commission rate, withdrawal and card top-up limits, automatic transitions). */
export const AdminSettings = Type.Object({
  ...settingsFields,
  extract_min: Money,
  extract_max: Money,
  extract_daily_limit: Money,
  card_recharge_max: Money,
  card_accounts: Type.String({ description: cardAccountsDescription, examples: ['USD City Bank 6222 0000 1234'] }),
});
export type AdminSettings = Static<typeof AdminSettings>;

/** Any subset of the settings; limits as request money. */
export const AdminSettingsBody = Type.Partial(
  Type.Object({
    ...settingsFields,
    extract_min: MoneyInput,
    extract_max: MoneyInput,
    extract_daily_limit: MoneyInput,
    card_recharge_max: MoneyInput,
    card_accounts: Type.String({ maxLength: 2000, description: cardAccountsDescription }),
  }),
);
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

/** The console's customer-service channels: `service_<type>` settings; an empty value hides a channel. */
export const SERVICE_CHANNEL_KEYS = [
  'service_email',
  'service_phone',
  'service_whatsapp',
  'service_telegram',
  'service_line',
  'service_hours',
] as const;
export type ServiceChannelKey = (typeof SERVICE_CHANNEL_KEYS)[number];

/** GET admin/setting: the settings plus the service channels as stored ('' when unset). */
export const AdminSettingsView = Type.Composite([
  AdminSettings,
  Type.Object(
    Object.fromEntries(SERVICE_CHANNEL_KEYS.map((k) => [k, Type.String()])) as Record<
      ServiceChannelKey,
      ReturnType<typeof Type.String>
    >,
  ),
]);
export type AdminSettingsView = Static<typeof AdminSettingsView>;

/** POST admin/setting: any subset of the settings and service channels. */
export const AdminSettingsSaveBody = Type.Composite([
  AdminSettingsBody,
  Type.Partial(
    Type.Object(
      Object.fromEntries(SERVICE_CHANNEL_KEYS.map((k) => [k, Type.String({ maxLength: 200 })])) as Record<
        ServiceChannelKey,
        ReturnType<typeof Type.String>
      >,
    ),
  ),
]);
export type AdminSettingsSaveBody = Static<typeof AdminSettingsSaveBody>;

/** GET admin/dashboard. Wallet queues are the admin's only: null for a merchant. */
export const AdminDashboard = Type.Object({
  today_orders: Type.Integer({
    description: 'Orders paid since midnight in the platform time zone (PLATFORM_TIME_ZONE)',
  }),
  today_sales: Money,
  pending_recharges: Nullable(Type.Integer()),
  pending_withdrawals: Nullable(Type.Integer()),
  orders_to_ship: Type.Integer(),
  refunds_to_handle: Type.Integer({ description: 'Pending refunds and returned goods to confirm' }),
});
export type AdminDashboard = Static<typeof AdminDashboard>;

/** A shopper as the console lists it. */
export const AdminUser = Type.Object({
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  status: LiteralUnion(['normal', 'frozen'] as const),
  money: Money,
  frozen_money: Money,
  createtime: UnixTime,
});
export type AdminUser = Static<typeof AdminUser>;

/** One audit-log line: who did what to which record, before and after. */
export const AuditLogEntry = Type.Object({
  id: Id,
  admin_id: Type.Integer(),
  admin_username: Type.String(),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  remark: Type.String(),
  ip: Type.String(),
  createtime: UnixTime,
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

/** merchant/review's answer: on approval, the new shop and its merchant sign-in (the password shown this once). */
export const MerchantReviewAnswer = Type.Object({
  application: MerchantApplication,
  shop: Type.Optional(Type.Object({ id: Id, username: Type.String(), password: Type.String() })),
});
export type MerchantReviewAnswer = Static<typeof MerchantReviewAnswer>;

export * from './admin-operations';

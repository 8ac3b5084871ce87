import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, PageQuery, UnixTime } from './common';
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
  remark: Type.Optional(Type.String()),
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
  remark: Type.Optional(Type.String()),
});
export type RefundHandleBody = Static<typeof RefundHandleBody>;

export const UserFreezeBody = Type.Object({
  id: Id,
  frozen: Type.Boolean({ description: 'true freezes, false unfreezes' }),
});
export type UserFreezeBody = Static<typeof UserFreezeBody>;

const settingsFields = {
  fee_rate: Type.Number({ description: 'Withdrawal service charge, percent' }),
  auto_cancel_minutes: Type.Integer({ minimum: 1, default: 30 }),
  auto_confirm_days: Type.Integer({ minimum: 1, default: 10 }),
  auto_complete_days: Type.Integer({ minimum: 1, default: 7 }),
};

/** The operator's settings (fee rate, withdrawal limits, automatic transitions). */
export const AdminSettings = Type.Object({
  ...settingsFields,
  extract_min: Money,
  extract_max: Money,
  extract_daily_limit: Money,
});
export type AdminSettings = Static<typeof AdminSettings>;

/** Any subset of the settings; limits as request money. */
export const AdminSettingsBody = Type.Partial(
  Type.Object({
    ...settingsFields,
    extract_min: MoneyInput,
    extract_max: MoneyInput,
    extract_daily_limit: MoneyInput,
  }),
);
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

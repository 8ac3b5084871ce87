import { Type, type Static } from '@sinclair/typebox';
import { Id, PageQuery, UnixTime } from './common';
import { AuditStatus } from './wallet';
import { LiteralUnion } from './schema-helpers';

/** help_support, law and platform: localized, sanitized HTML. */
export const Article = Type.Object({
  id: Id,
  key: Type.Optional(Type.String({ description: 'Names the article across languages, e.g. "merchant-entry"' })),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
});
export type Article = Static<typeof Article>;

export const NOTIFICATION_TYPES = ['order', 'refund', 'recharge', 'extract'] as const;
export const NotificationType = LiteralUnion(NOTIFICATION_TYPES);
export type NotificationType = Static<typeof NotificationType>;

export const Notification = Type.Object({
  id: Id,
  type: NotificationType,
  title: Type.String(),
  content: Type.String(),
  is_read: Type.Boolean(),
  createtime: UnixTime,
});
export type Notification = Static<typeof Notification>;

export const NotificationListQuery = PageQuery;
export type NotificationListQuery = PageQuery;

/** Mark some (`ids`) or every (`all: true`) notification as read. */
export const NotificationReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id)),
  all: Type.Optional(Type.Boolean()),
});
export type NotificationReadBody = Static<typeof NotificationReadBody>;

/** A customer-service channel, e.g. `{ type: "email", label: "Email", value: "help@…" }`. */
export const ServiceChannel = Type.Object({
  type: Type.String(),
  label: Type.String(),
  value: Type.String(),
});
export type ServiceChannel = Static<typeof ServiceChannel>;

export const SetLanguageQuery = Type.Object({ lang: Type.String() });
export type SetLanguageQuery = Static<typeof SetLanguageQuery>;

export const UploadAnswer = Type.Object({
  url: Type.String({ description: 'The "/uploads/…" path other calls take' }),
  fullurl: Type.String(),
});
export type UploadAnswer = Static<typeof UploadAnswer>;

export const MerchantApplyBody = Type.Object({
  shop_name: Type.String(),
  contact_name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  category_id: Id,
  description: Type.String(),
});
export type MerchantApplyBody = Static<typeof MerchantApplyBody>;

/** An application, reviewed by an operator. */
export const MerchantApplication = Type.Composite([
  Type.Object({ id: Id }),
  MerchantApplyBody,
  Type.Object({ status: AuditStatus, remark: Type.String(), createtime: UnixTime }),
]);
export type MerchantApplication = Static<typeof MerchantApplication>;

import { Type, type Static } from '@sinclair/typebox';
import { Id, PageQuery, UnixTime } from './common';
import { AuditStatus } from './wallet';
import { LiteralUnion, Nullable } from './schema-helpers';

/** help_support, law and platform: localized, sanitized HTML. */
export const Article = Type.Object({
  id: Id,
  key: Type.Optional(Type.String({ description: 'Names the article across languages, e.g. "merchant-entry"' })),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
});
export type Article = Static<typeof Article>;

export const NOTIFICATION_TYPES = [
  'order',
  'refund',
  'recharge',
  'extract',
  'price_drop',
  'back_in_stock',
  'chat',
  'flash',
] as const;
export const NotificationType = LiteralUnion(NOTIFICATION_TYPES);
export type NotificationType = Static<typeof NotificationType>;

export const NOTIFICATION_TARGET_KINDS = ['order', 'recharge', 'extract', 'product', 'chat', 'flash'] as const;

/** The record a notification is about, which tapping it opens (a refund's is its order). */
export const NotificationTarget = Type.Object({
  kind: LiteralUnion(NOTIFICATION_TARGET_KINDS, {
    description:
      'order (order and refund news), recharge (a top-up record), extract (a withdrawal record) product (alerts on a favourite: its detail page), chat (a message from a shop: its conversation) or flash (a reminded flash session that started: the flash page)',
  }),
  id: Id,
});
export type NotificationTarget = Static<typeof NotificationTarget>;

export const Notification = Type.Object({
  id: Id,
  type: NotificationType,
  title: Type.String({ description: 'In the request language' }),
  content: Type.String({ description: 'In the request language' }),
  /** null for news about nothing that can be opened (and for rows written before targets were kept). */
  target: Nullable(NotificationTarget),
  is_read: Type.Boolean(),
  createtime: UnixTime,
});
export type Notification = Static<typeof Notification>;

export const NotificationListQuery = PageQuery;
export type NotificationListQuery = PageQuery;

/** At most this many notifications marked read by ids in one call (a page holds at most 50). */
export const MAX_NOTIFICATIONS_READ = 200;

/** Mark some (`ids`) or every (`all: true`) notification as read. */
export const NotificationReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: MAX_NOTIFICATIONS_READ })),
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

import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, UnixTime } from './common';
import { ORDER_STATUSES } from './order-status';
import { LiteralUnion, UploadUrl } from './schema-helpers';

/** Password rules of docs/product.md#form-messages and docs/product.md#constants, shared by forms and the server. */
export const PASSWORD_MIN_LENGTH = 6;
/** Payment code: digits only, at least 6. */
export const PAY_PASSWORD_PATTERN = '^\\d{6,}$';

/** The session part of login answers. */
export const Userinfo = Type.Object({
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  avatar: Type.String(),
  token: Type.String({ description: 'Opaque; send it back in the `token` header' }),
  expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  createtime: UnixTime,
});
export type Userinfo = Static<typeof Userinfo>;

/** One count per order status, for the badges of the "my purchases" tabs. */
export const OrderCounts = Type.Object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<
    (typeof ORDER_STATUSES)[number],
    ReturnType<typeof Type.Integer>
  >,
);
export type OrderCounts = Static<typeof OrderCounts>;

/** The user object of getUserInfo and profile: userinfo without the token, plus the account. */
export const User = Type.Composite([
  Type.Omit(Userinfo, ['token']),
  Type.Object({
    family_name: Type.String(),
    given_name: Type.String(),
    real_name: Type.String(),
    money: Money,
    frozen_money: Money,
    has_pay_password: Type.Boolean(),
    lang: Type.String(),
    order_counts: OrderCounts,
    favourite_count: Type.Integer(),
    follow_count: Type.Integer(),
    unread_notifications: Type.Integer(),
    chat_unread: Type.Integer({ description: 'Unread messages from shops, in all conversations' }),
    alert_price_drop: Type.Boolean({ description: 'Alerts when a favourite gets cheaper are on (the default)' }),
    alert_back_in_stock: Type.Boolean({ description: 'Alerts when a sold-out favourite is back are on (the default)' }),
  }),
]);
export type User = Static<typeof User>;

export const LoginAnswer = Type.Object({ userinfo: Userinfo });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** quick_login answers both spellings because the product spec reads `data.userInfo`. */
export const QuickLoginAnswer = Type.Object({ userinfo: Userinfo, userInfo: User });
export type QuickLoginAnswer = Static<typeof QuickLoginAnswer>;

export const QuickTokenAnswer = Type.Object({
  quickToken: Type.String(),
  expires_in: Type.Integer(),
});
export type QuickTokenAnswer = Static<typeof QuickTokenAnswer>;

export const LangQuery = Type.Object({ lang: Type.Optional(Type.String()) });
export type LangQuery = Static<typeof LangQuery>;

export const LoginBody = Type.Object({
  account: Type.String({ description: 'Email, mobile or username' }),
  password: Type.String(),
});
export type LoginBody = Static<typeof LoginBody>;

export const ThirdLoginBody = Type.Object({
  platform: Type.String(),
  openid: Type.String(),
  timestamp: Type.Integer({ description: 'Unix seconds; older than 5 min is refused' }),
  sign: Type.String({ description: 'HMAC-SHA256 over the other fields with the platform secret' }),
  nickname: Type.Optional(Type.String()),
  avatar: Type.Optional(Type.String()),
});
export type ThirdLoginBody = Static<typeof ThirdLoginBody>;

export const RegisterBody = Type.Object({
  family_name: Type.String(),
  given_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  password: Type.String(),
  repassword: Type.String(),
  real_name: Type.String(),
  invite_code: Type.Optional(Type.String()),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const QuickLoginBody = Type.Object({ quickToken: Type.String() });
export type QuickLoginBody = Static<typeof QuickLoginBody>;

/** Any subset of the editable fields and alert switches; the email is not changed here. */
export const ProfileBody = Type.Partial(
  Type.Object({
    avatar: UploadUrl,
    nickname: Type.String(),
    family_name: Type.String(),
    given_name: Type.String(),
    real_name: Type.String(),
    mobile: Type.String(),
    alert_price_drop: Type.Boolean({ description: 'Notify when a favourite gets cheaper (price_drop)' }),
    alert_back_in_stock: Type.Boolean({ description: 'Notify when a sold-out favourite is back (back_in_stock)' }),
  }),
);
export type ProfileBody = Static<typeof ProfileBody>;

/** Logged in: prove the old password. */
export const ResetPwdWithOldBody = Type.Object({
  oldpassword: Type.String(),
  newpassword: Type.String(),
});
export type ResetPwdWithOldBody = Static<typeof ResetPwdWithOldBody>;

/** Forgotten: prove the mailbox with an emailed code (event `resetpwd`). */
export const ResetPwdWithCaptchaBody = Type.Object({
  email: Type.String(),
  captcha: Type.String(),
  newpassword: Type.String(),
});
export type ResetPwdWithCaptchaBody = Static<typeof ResetPwdWithCaptchaBody>;

export const ResetPwdBody = Type.Union([ResetPwdWithOldBody, ResetPwdWithCaptchaBody]);
export type ResetPwdBody = Static<typeof ResetPwdBody>;

/** `oldpaypwd` when a payment code is set, or `captcha` (event `resetpay`) when it is forgotten. */
export const ResetPayBody = Type.Object({
  paypwd: Type.String({ description: 'Digits only, at least 6' }),
  oldpaypwd: Type.Optional(Type.String()),
  captcha: Type.Optional(Type.String()),
});
export type ResetPayBody = Static<typeof ResetPayBody>;

export const VerifyPayBody = Type.Object({ paypwd: Type.String() });
export type VerifyPayBody = Static<typeof VerifyPayBody>;

export const EMS_EVENTS = ['resetpwd', 'resetpay'] as const;
export const EmsEvent = LiteralUnion(EMS_EVENTS);
export type EmsEvent = Static<typeof EmsEvent>;

export const EmsSendBody = Type.Object({ email: Type.String(), event: EmsEvent });
export type EmsSendBody = Static<typeof EmsSendBody>;

/** One signed-in device of GET user/sessions (the security page); `current` is the caller's own token. */
export const UserSession = Type.Object({
  id: Id,
  createtime: UnixTime,
  expires: UnixTime,
  current: Type.Boolean(),
  device: Type.Optional(Type.String({ description: 'User agent or a short device name, when known' })),
});
export type UserSession = Static<typeof UserSession>;

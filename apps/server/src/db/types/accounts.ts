import type { Bool, D, Id, JsonText, Time } from './columns';

export interface UsersTable {
  id: Id;
  username: string;
  nickname: D<string>;
  email: string | null;
  mobile: string | null;
  avatar: D<string>;
  family_name: D<string>;
  given_name: D<string>;
  real_name: D<string>;
  password_hash: string;
  pay_password_hash: string | null;
  lang: D<string>;
  status: D<'normal' | 'frozen'>;
  /** Wrong payment codes in a row (the 5th locks). */
  pay_fail_count: D<number>;
  pay_locked_until: Time;
  /** Payment-code checks in flight, and when and by which instance the latest was reserved. */
  pay_checks_pending: D<number>;
  pay_checked_at: Time;
  pay_checked_by: D<string>;
  invite_code: string | null;
  invited_by: number | null;
  /** Alerts on favourites (1 on, the default): a price drop, back in stock. */
  alert_price_drop: D<number>;
  alert_back_in_stock: D<number>;
  createtime: Time;
  updatetime: Time;
}

/** A browser's Web Push subscription (modules/push); the endpoint is unique, owned by its last subscriber. */
export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  /** The browser's ECDH P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  createtime: Time;
  updatetime: Time;
}

export interface TokensTable {
  id: Id;
  token_hash: string;
  user_id: number;
  expires: number;
  createtime: Time;
}

/** Shopper tokens also name the device they were issued to (migration 0002a). */
export interface UserTokensTable extends TokensTable {
  device: D<string>;
}

/** thirdlogin links (migration 0002). */
export interface UserThirdAccountsTable {
  id: Id;
  platform: string;
  openid: string;
  user_id: number;
  createtime: Time;
}

export interface QuickTokensTable extends TokensTable {
  used_at: number | null;
}

export interface EmsCodesTable {
  id: Id;
  email: string;
  event: string;
  code_hash: string;
  attempts: D<number>;
  used_at: number | null;
  expires: number;
  createtime: Time;
}

export interface LoginAttemptsTable {
  id: Id;
  scope: D<'user' | 'admin'>;
  identifier: string;
  ip: D<string>;
  success: Bool;
  createtime: Time;
  /** The shopper the identifier named, when it named one: their identifiers share one budget. */
  user_id: number | null;
}

/** An address a shopper proved to be theirs (right password, sign-up or mailed code), and when last. */
export interface AccountAddressesTable {
  id: Id;
  user_id: number;
  ip: string;
  last_seen: Time;
}

export interface ShopsTable {
  id: Id;
  name: string;
  logo: D<string>;
  banner: D<string>;
  description: D<string>;
  /** The source language of the shop's texts (its own and its products'): the plain columns. */
  lang: D<string>;
  /** JSON { lang: text }: translations of name / description into other languages. */
  name_i18n: JsonText;
  description_i18n: JsonText;
  category_id: number | null;
  rating: D<number>;
  sales: D<number>;
  status: D<'normal' | 'closed'>;
  sort: D<number>;
  createtime: Time;
  updatetime: Time;
}

export interface AdminsTable {
  id: Id;
  username: string;
  nickname: D<string>;
  password_hash: string;
  role: D<'admin' | 'merchant'>;
  shop_id: number | null;
  status: D<string>;
  createtime: Time;
  updatetime: Time;
}

export interface AdminTokensTable {
  id: Id;
  token_hash: string;
  admin_id: number;
  expires: number;
  createtime: Time;
}

export interface UploadsTable {
  id: Id;
  url: string;
  path: string;
  mime: D<string>;
  size: D<number>;
  user_id: number | null;
  admin_id: number | null;
  createtime: Time;
}

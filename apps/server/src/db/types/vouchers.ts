import type { Bool, Cents, D, Id, JsonText, Time } from './columns';

/** A voucher (migration 0027): `value` is cents for `amount`, a whole percent for `percent`. */
export interface VouchersTable {
  id: Id;
  /** 'shop' | 'platform' | 'shipping' */
  scope: string;
  shop_id: number | null;
  title: D<string>;
  /** `{ "<lang>": title }`; a language missing reads `title`. */
  titles: JsonText;
  /** 'amount' | 'percent' */
  kind: string;
  value: Cents;
  max_discount: number | null;
  min_spend: Cents;
  starts_at: Time;
  ends_at: Time;
  total: D<number>;
  /** Raised by a conditional update (`collected < total`) when a shopper collects one. */
  collected: D<number>;
  per_user: D<number>;
  stopped: Bool;
  admin_id: D<number>;
  createtime: Time;
  updatetime: Time;
}

/** One collected voucher. */
export interface UserVouchersTable {
  id: Id;
  user_id: number;
  voucher_id: number;
  /** 'unused' | 'used' (expired is computed from the voucher) */
  status: D<string>;
  order_id: number | null;
  pay_sn: D<string>;
  createtime: Time;
  usetime: Time;
}

/** What one voucher took off one order. */
export interface OrderVouchersTable {
  id: Id;
  order_id: number;
  user_voucher_id: number;
  voucher_id: number;
  scope: string;
  amount: Cents;
  createtime: Time;
}

import type { Cents, D, Id, Time } from './columns';

/** A flash session (migration 0028): live while `starts_at` ≤ now < `ends_at`. */
export interface FlashSessionsTable {
  id: Id;
  title: D<string>;
  starts_at: Time;
  ends_at: Time;
  admin_id: D<number>;
  createtime: Time;
  updatetime: Time;
}

/** One SKU of a flash session (`sku_id` 0: a product without specs). */
export interface FlashItemsTable {
  id: Id;
  session_id: number;
  product_id: number;
  sku_id: D<number>;
  /** The product's shop, for the console's merchant scope. */
  shop_id: D<number>;
  flash_price: Cents;
  flash_stock: D<number>;
  /** Units in orders not cancelled; raised by a conditional update (`sold + q <= flash_stock`). */
  sold: D<number>;
  per_user_limit: D<number>;
  createtime: Time;
  updatetime: Time;
}

/** A SKU's price from `createtime` on (`sku_id` 0: a product without specs). */
export interface SkuPriceHistoryTable {
  id: Id;
  product_id: number;
  sku_id: D<number>;
  price: Cents;
  createtime: Time;
}

/** A shopper's "Remind me" on a flash session (migration 0029); `notified_at` 0 until told at the start. */
export interface FlashRemindersTable {
  id: Id;
  session_id: number;
  user_id: number;
  notified_at: Time;
  createtime: Time;
}

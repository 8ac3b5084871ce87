import type { D, Id, Time } from './columns';

/** One per shopper and shop (migration 0026). */
export interface ChatConversationsTable {
  id: Id;
  user_id: number;
  shop_id: number;
  /** The seq of the latest message; raised in the transaction that writes one. */
  last_seq: D<number>;
  /** The last seq each side has read. */
  shopper_read_seq: D<number>;
  shop_read_seq: D<number>;
  /** 'shopper' | 'shop': who wrote the first message ('' before any). */
  started_by: D<string>;
  started_at: Time;
  /** When the shop first answered a conversation the shopper started (0: not yet). */
  first_reply_at: Time;
  /** When the shopper was last told of a message while away (0: never). */
  shopper_notified_at: Time;
  createtime: Time;
  updatetime: Time;
}

export interface ChatMessagesTable {
  id: Id;
  conversation_id: number;
  seq: number;
  /** 'shopper' | 'shop' | 'system' */
  sender: string;
  /** users.id of a shopper, admins.id of an operator (0 for system). */
  sender_id: D<number>;
  /** 'text' | 'image' | 'product' | 'order' */
  type: string;
  text: D<string>;
  image: D<string>;
  product_id: number | null;
  order_id: number | null;
  client_id: D<string>;
  createtime: Time;
}

/** A shop's away message (migration 0026a); no row: never set. */
export interface ChatAwayTable {
  id: Id;
  shop_id: number;
  /** 0 | 1 */
  enabled: D<number>;
  text: D<string>;
  updatetime: Time;
}

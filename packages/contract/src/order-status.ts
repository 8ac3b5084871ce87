import type { Static } from '@sinclair/typebox';
import { LiteralUnion } from './schema-helpers';

/** Order statuses in the order of the "my purchases" tabs. `refunding` is the product spec's "draw backing". */
export const ORDER_STATUSES = [
  'waiting_pay',
  'waiting_deliver',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'after_sale',
] as const;
export const OrderStatus = LiteralUnion(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

/** The list filter: every status plus the "all" tab. */
export const ORDER_LIST_STATUSES = ['all', ...ORDER_STATUSES] as const;
export const OrderListStatus = LiteralUnion(ORDER_LIST_STATUSES);
export type OrderListStatus = Static<typeof OrderListStatus>;

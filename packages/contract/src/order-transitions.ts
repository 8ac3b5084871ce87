import type { OrderStatus } from './order-status';

/**
 * The order transition table: which event moves an order from which statuses to which. The server
 * changes a status only through it (apps/server order/transitions.ts); the clients derive from it
 * which actions an order offers. `to: 'previous'` returns to the status saved when the refund began.
 *
 * A paid refund ends the order as `refunded` only when everything paid for the order has gone
 * back to the shopper (`refund_approved`, `return_confirmed`); a refund of part of it
 * (`refund_paid_in_part`) returns the order to where it was, so the rest can still be shipped,
 * received and settled.
 */
export const TRANSITIONS = {
  pay: { from: ['waiting_pay'], to: 'waiting_deliver' },
  cancel: { from: ['waiting_pay'], to: 'cancelled' },
  ship: { from: ['waiting_deliver'], to: 'delivered' },
  confirm: { from: ['delivered'], to: 'received' },
  complete: { from: ['received'], to: 'completed' },
  apply_refund: { from: ['waiting_deliver', 'delivered', 'received'], to: 'refunding' },
  refund_approved: { from: ['refunding'], to: 'refunded' },
  return_approved: { from: ['refunding'], to: 'after_sale' },
  return_confirmed: { from: ['after_sale'], to: 'refunded' },
  refund_paid_in_part: { from: ['refunding', 'after_sale'], to: 'previous' },
  refund_refused: { from: ['refunding', 'after_sale'], to: 'previous' },
  refund_withdrawn: { from: ['refunding', 'after_sale'], to: 'previous' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus | 'previous' }>;

export type OrderEvent = keyof typeof TRANSITIONS;

/** Whether the table lets `event` move an order that is in `status` now. */
export function canMove(status: OrderStatus, event: OrderEvent): boolean {
  return (TRANSITIONS[event].from as readonly OrderStatus[]).includes(status);
}

/** The status an event leads to from `from`, or undefined when the table has no such row. */
export function nextStatus(from: OrderStatus, event: OrderEvent, before: OrderStatus | null): OrderStatus | undefined {
  if (!canMove(from, event)) return undefined;
  const { to } = TRANSITIONS[event];
  if (to !== 'previous') return to;
  return before ?? undefined;
}

/** Reviews open once the goods are received (`confirm`) and stay open after the order completes (`complete`). */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = [TRANSITIONS.confirm.to, TRANSITIONS.complete.to];

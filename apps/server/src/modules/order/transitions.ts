import type { OrderStatus } from '@bazaar/contract';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';

/**
 * The contract's transition table, the ONLY place an order's status changes. `to: 'previous'`
 * returns to the status saved in status_before_refund when the refund began.
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

/** The time column an event stamps, when it has one. */
const STAMPS: Partial<Record<OrderEvent, 'paytime' | 'shiptime' | 'receivetime' | 'completetime' | 'canceltime'>> = {
  pay: 'paytime',
  cancel: 'canceltime',
  ship: 'shiptime',
  confirm: 'receivetime',
  complete: 'completetime',
};

export interface TransitionResult {
  from: OrderStatus;
  to: OrderStatus;
}

/** The status an event leads to from `from`, or undefined when the table has no such row. */
export function nextStatus(from: OrderStatus, event: OrderEvent, before: OrderStatus | null): OrderStatus | undefined {
  const row = TRANSITIONS[event];
  if (!(row.from as readonly OrderStatus[]).includes(from)) return undefined;
  if (row.to !== 'previous') return row.to;
  return before ?? undefined;
}

const refuse = () => new BusinessError('order.status_not_allowed', { reason: 'status_not_allowed' });

/**
 * Moves an order by `event`, inside the caller's transaction, with a conditional
 * `UPDATE … WHERE status = from`: of two concurrent requests only one moves it, the other
 * is refused. `expectedFrom` refuses unless the order is in that status now. A refusal
 * throws BusinessError('order.status_not_allowed') and changes nothing.
 */
export async function transition(
  trx: Trx,
  orderId: number,
  event: OrderEvent,
  expectedFrom?: OrderStatus,
): Promise<TransitionResult> {
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'status_before_refund'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new BusinessError('common.record_not_found', { field: 'id' });
  const from = order.status;
  if (expectedFrom && from !== expectedFrom) throw refuse();
  const to = nextStatus(from, event, order.status_before_refund);
  if (!to) throw refuse();

  const now = nowSeconds();
  const stamp = STAMPS[event];
  const result = await trx
    .updateTable('orders')
    .set({
      status: to,
      updatetime: now,
      ...(stamp ? { [stamp]: now } : {}),
      // Entering a refund remembers where to go back to; leaving it forgets.
      ...(event === 'apply_refund' ? { status_before_refund: from } : {}),
      ...(TRANSITIONS[event].to === 'previous' ? { status_before_refund: null } : {}),
    })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw refuse();
  return { from, to };
}

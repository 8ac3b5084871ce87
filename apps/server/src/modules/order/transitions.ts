import { TRANSITIONS, nextStatus, type OrderEvent, type OrderStatus } from '@bazaar/contract';
import { preparedVariants, type Db, type Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';

/**
 * Applies the contract's transition table (packages/contract order-transitions.ts): `transition`
 * is the ONLY place an order's status changes.
 */
export type { OrderEvent };

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

interface MoveValues {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  now: number;
}

/** The conditional update of an event (its columns depend on the event), prepared once each. */
const moveStatement = preparedVariants((event: OrderEvent) => (db: Db, v: MoveValues) => {
  const stamp = STAMPS[event];
  return db
    .updateTable('orders')
    .set({
      status: v.to,
      updatetime: v.now,
      ...(stamp ? { [stamp]: v.now } : {}),
      // Entering a refund remembers where to go back to; leaving it forgets.
      ...(event === 'apply_refund' ? { status_before_refund: v.from } : {}),
      ...(TRANSITIONS[event].to === 'previous' ? { status_before_refund: null } : {}),
    })
    .where('id', '=', v.orderId)
    .where('status', '=', v.from);
});

const notFound = () => new BusinessError('common.record_not_found', { field: 'id' });
const refuse = () => new BusinessError('order.status_not_allowed', { reason: 'status_not_allowed' });

/**
 * Moves an order by `event`, inside the caller's transaction, with a conditional
 * `UPDATE … WHERE status = from`: of two concurrent requests only one moves it, the other
 * is refused. `expectedFrom` refuses unless the order is in that status now. A refusal
 * throws BusinessError('order.status_not_allowed') (an unknown order 'common.record_not_found')
 * and changes nothing.
 */
export async function transition(
  trx: Trx,
  orderId: number,
  event: OrderEvent,
  expectedFrom?: OrderStatus,
): Promise<TransitionResult> {
  // With the status expected and a target that does not depend on the order's past, the
  // conditional update alone decides (one statement on the payment's path); the row is read
  // only to tell why an update found nothing.
  const known = expectedFrom && TRANSITIONS[event].to !== 'previous';
  const order = known
    ? { status: expectedFrom, status_before_refund: null }
    : await trx
        .selectFrom('orders')
        .select(['status', 'status_before_refund'])
        .where('id', '=', orderId)
        .executeTakeFirst();
  if (!order) throw notFound();
  const from = order.status;
  if (expectedFrom && from !== expectedFrom) throw refuse();
  const to = nextStatus(from, event, order.status_before_refund);
  if (!to) throw refuse();

  const result = await moveStatement(event)(trx, { orderId, from, to, now: nowSeconds() });
  if (Number(result.numAffectedRows)) return { from, to };
  if (known && !(await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()))
    throw notFound();
  throw refuse();
}

import type { Trx } from '../../db';
import { post } from '../ledger';
import type { RefundRow } from './repository';
import { refundItemIds } from './repository';
import { paidShares, spreadRefund } from '../order/paid-shares';

/** One line a refund covered: what it paid, and what was refunded on it before and after. */
export interface RefundedLine {
  id: number;
  product_id: number;
  sku_id: number;
  quantity: number;
  share: number;
  before: number;
  after: number;
}

/**
 * Returns a refund's amount to the shopper's wallet and records it on the order lines; answers
 * the lines it covered.
 *
 * The money comes from the platform's escrow, where the payment waits until the order is
 * completed: refunds happen only before completion, and an order refunded in full has nothing
 * left to settle, so a settled order is never refunded. The ledger key `refund:<id>` makes a
 * second call a no-op.
 */
export async function payBackRefund(trx: Trx, refund: RefundRow): Promise<RefundedLine[]> {
  const order = await trx
    .selectFrom('orders')
    .select(['order_sn', 'total'])
    .where('id', '=', refund.order_id)
    .executeTakeFirstOrThrow();
  await post(trx, {
    type: 'refund',
    ref: `refund:${refund.id}`,
    memo: `Refund ${refund.refund_sn} of order ${order.order_sn}`,
    idempotencyKey: `refund:${refund.id}`,
    postings: [
      { account: { kind: 'platform_escrow' }, amount: -refund.amount },
      { account: { kind: 'user_available', ownerId: refund.user_id }, amount: refund.amount },
    ],
  });

  const itemIds = refundItemIds(refund);
  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'product_id', 'sku_id', 'price', 'quantity', 'refunded_amount'])
    .where('order_id', '=', refund.order_id)
    .orderBy('id')
    .execute();
  const shares = paidShares(lines, order.total);
  const room = new Map(
    lines.filter((l) => itemIds.includes(l.id)).map((l) => [l.id, Math.max(0, shares.get(l.id)! - l.refunded_amount)]),
  );
  const added = spreadRefund(refund.amount, room);
  for (const [id, add] of added) {
    if (add > 0) {
      await trx
        .updateTable('order_items')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', add) }))
        .where('id', '=', id)
        .execute();
    }
  }
  return lines
    .filter((l) => itemIds.includes(l.id))
    .map((l) => ({
      id: l.id,
      product_id: l.product_id,
      sku_id: l.sku_id,
      quantity: l.quantity,
      share: shares.get(l.id)!,
      before: l.refunded_amount,
      after: l.refunded_amount + (added.get(l.id) ?? 0),
    }));
}

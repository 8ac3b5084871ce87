import type { Trx } from '../../db';
import { post } from '../ledger';
import type { RefundRow } from './repository';
import { refundItemIds } from './repository';
import { paidShares, spreadRefund } from './shares';

/**
 * Returns a refund's amount to the shopper's wallet and records it on the order lines.
 *
 * The money comes from the platform's escrow, where the payment waits until the order is
 * completed. When the order was already settled (the merchant paid, ledger key
 * `order_settle:<id>`), it comes back out of the shop's payable account instead. The ledger
 * key `refund:<id>` makes a second call a no-op.
 */
export async function payBackRefund(trx: Trx, refund: RefundRow): Promise<void> {
  const settled = await trx
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', `order_settle:${refund.order_id}`)
    .executeTakeFirst();
  const order = await trx
    .selectFrom('orders')
    .select(['order_sn', 'shop_id', 'total'])
    .where('id', '=', refund.order_id)
    .executeTakeFirstOrThrow();
  await post(trx, {
    type: 'refund',
    ref: `refund:${refund.id}`,
    memo: `Refund ${refund.refund_sn} of order ${order.order_sn}`,
    idempotencyKey: `refund:${refund.id}`,
    postings: [
      settled
        ? { account: { kind: 'merchant_payable', ownerId: order.shop_id }, amount: -refund.amount }
        : { account: { kind: 'platform_escrow' }, amount: -refund.amount },
      { account: { kind: 'user_available', ownerId: refund.user_id }, amount: refund.amount },
    ],
  });

  const itemIds = refundItemIds(refund);
  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'price', 'quantity', 'refunded_amount'])
    .where('order_id', '=', refund.order_id)
    .orderBy('id')
    .execute();
  const shares = paidShares(lines, order.total);
  const room = new Map(
    lines.filter((l) => itemIds.includes(l.id)).map((l) => [l.id, Math.max(0, shares.get(l.id)! - l.refunded_amount)]),
  );
  for (const [id, add] of spreadRefund(refund.amount, room)) {
    if (add > 0) {
      await trx
        .updateTable('order_items')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', add) }))
        .where('id', '=', id)
        .execute();
    }
  }
}

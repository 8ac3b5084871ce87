import type { Trx } from '../../db';
import { returnedLines } from './goods';
import { paidShares } from '../order/paid-shares';
import { shippingVoucherOf } from '../voucher/spend';

/**
 * Whether nothing of the order is left with the shopper once a refund is paid: every item
 * refunded in full or sent back (a confirmed return, whatever amount it paid). The freight need
 * not be refunded: an item's full refund is its share of the order less freight (goods less
 * discount, spread by goods amount as paidShares spreads the total; the freight counted is what the
 * shopper paid for it, after a shipping voucher), so a shop that keeps the freight of a returned
 * order still ends it.
 */
export async function everyItemRefunded(trx: Trx, orderId: number): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select(['total', 'freight'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'price', 'quantity', 'refunded_amount'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const returned = await returnedLines(trx, orderId);
  const freightPaid = order.freight - (await shippingVoucherOf(trx, orderId));
  const goodsShares = paidShares(lines, Math.max(0, order.total - freightPaid));
  return lines.every((l) => returned.has(l.id) || l.refunded_amount >= goodsShares.get(l.id)!);
}

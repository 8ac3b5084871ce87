import { sql } from 'kysely';
import type { Trx } from '../../db';
import { releaseStock } from '../order/stock';
import type { RefundedLine } from './money';
import type { RefundRow } from './repository';
import { refundItemIds } from './repository';

/** Lines whose goods came back to the shop through an approved return (other than `exceptId`). */
export async function returnedLines(trx: Trx, orderId: number, exceptId?: number): Promise<Set<number>> {
  let query = trx
    .selectFrom('refunds')
    .select('product_ids')
    .where('order_id', '=', orderId)
    .where('type', '=', 'return_refund')
    .where('status', '=', 'approved');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const returns = await query.execute();
  return new Set(returns.flatMap(refundItemIds));
}

/**
 * Sales and stock follow the goods once a refund is paid. A line stops counting as sold the
 * first time it is refunded in full or its goods come back (sales down by its quantity, once).
 * Its stock is returned when the goods never left (`goodsBack` for a refund before shipping) or
 * came back (a confirmed return), once per line even across several returns.
 */
export async function followGoods(
  trx: Trx,
  refund: RefundRow,
  lines: readonly RefundedLine[],
  goodsBack: boolean,
): Promise<void> {
  const returned = await returnedLines(trx, refund.order_id, refund.id);
  const unsold = lines.filter((l) => !returned.has(l.id) && l.before < l.share && (goodsBack || l.after >= l.share));
  // Products in id order, as payment locks them, so the two cannot deadlock.
  for (const line of [...unsold].sort((a, b) => a.product_id - b.product_id)) {
    await trx
      .updateTable('products')
      .set({ sales: sql`case when sales >= ${line.quantity} then sales - ${line.quantity} else 0 end` })
      .where('id', '=', line.product_id)
      .execute();
  }
  if (!goodsBack) return;
  await releaseStock(
    trx,
    lines
      .filter((l) => !returned.has(l.id))
      .map((l) => ({ productId: l.product_id, skuId: l.sku_id, quantity: l.quantity })),
  );
}

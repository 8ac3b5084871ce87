import type { Trx } from '../../db';
import { nowSeconds } from '../../lib/time';
import { rescheduled, type JobHandler } from '../jobs/queue';
import { wanting } from './alert-switches';
import { notify } from './notify';

/** The jobs kind of a product's "back in stock" announcement; `ref` is the product's id. */
export const BACK_IN_STOCK_JOB = 'back_in_stock';

/**
 * Who changed a product's stock: its shop (console saves, shelving, a shop reopening) or a
 * shopper's order (stock taken, or given back by a cancellation or a return).
 */
export type StockChangeBy = 'shop' | 'order';

/** Sold out: each favourite remembers it, so the return is news; the product remembers since when. */
export async function rememberSoldOut(trx: Trx, productId: number): Promise<void> {
  await trx
    .updateTable('products')
    .set({ sold_out_at: nowSeconds() })
    .where('id', '=', productId)
    .where('sold_out_at', '=', 0)
    .execute();
  await trx
    .updateTable('favourites')
    .set({ alert_in_stock: 0 })
    .where('product_id', '=', productId)
    .where('alert_in_stock', '=', 1)
    .execute();
}

/**
 * A product on the shelf and in stock that favourites wait on: its announcement is queued as a
 * job, so the alerts and pushes are written by the job runner, never in the transaction of the
 * shopper whose order gave stock back. The job decides when (backInStockJob). A restock by the
 * shop is news at once: it forgets the sell-out and brings a waiting job forward. Stock given back
 * by an order queues the job only when none is waiting, and never moves one, so reserving and
 * cancelling in a loop costs one conditional write each and announces nothing sooner.
 */
export async function queueBackInStock(trx: Trx, productId: number, by: StockChangeBy): Promise<void> {
  const waiting = await trx
    .selectFrom('favourites')
    .select('id')
    .where('product_id', '=', productId)
    .where('alert_in_stock', '=', 0)
    .limit(1)
    .executeTakeFirst();
  if (!waiting) return;
  const now = nowSeconds();
  if (by === 'shop') {
    await trx
      .updateTable('products')
      .set({ sold_out_at: 0 })
      .where('id', '=', productId)
      .where('sold_out_at', '!=', 0)
      .execute();
  }
  await trx
    .insertInto('jobs')
    .values({ kind: BACK_IN_STOCK_JOB, ref: String(productId), run_at: now, createtime: now, updatetime: now })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'ref'])
        .doUpdateSet(rescheduled(now, now))
        .where((eb) =>
          by === 'shop'
            ? eb.or([eb('jobs.status', '!=', 'pending'), eb('jobs.run_at', '>', now)])
            : eb('jobs.status', '!=', 'pending'),
        ),
    )
    .execute();
}

/**
 * The announcement job: tells each favourite waiting on the product that it is back, once, when
 * it still is (on the shelf, in stock) and at most once per `holdOffSeconds` per product. Stock
 * given back by an order soon after the product sold out (a cancelled reservation) waits until
 * the hold-off after the sell-out, and is told then only if the product is still in stock.
 */
export function backInStockJob(holdOffSeconds: number): JobHandler {
  return async (trx, ref, now) => {
    const productId = Number(ref);
    const product = await trx
      .selectFrom('products')
      .select(['title', 'stock', 'status', 'sold_out_at', 'back_in_stock_at'])
      .where('id', '=', productId)
      .executeTakeFirst();
    // Sold out again or off the shelf: its next return queues the job again.
    if (!product || product.status !== 'on' || product.stock <= 0) return;
    const since = (at: number) => (at ? at + holdOffSeconds : 0);
    const notBefore = Math.max(since(product.back_in_stock_at), since(product.sold_out_at));
    if (now < notBefore) return { runAgainAt: notBefore };
    // The product's row first, as orders lock products before favourites.
    await trx
      .updateTable('products')
      .set({ sold_out_at: 0, back_in_stock_at: now })
      .where('id', '=', productId)
      .execute();
    const told = await trx
      .updateTable('favourites')
      .set({ alert_in_stock: 1 })
      .where('product_id', '=', productId)
      .where('alert_in_stock', '=', 0)
      .returning('user_id')
      .execute();
    for (const userId of await wanting(trx, told, 'alert_back_in_stock')) {
      await notify(trx, userId, {
        type: 'back_in_stock',
        title: 'notify.back_in_stock_title',
        content: 'notify.back_in_stock',
        params: { title: product.title },
        ref: `product:${productId}`,
      });
    }
  };
}

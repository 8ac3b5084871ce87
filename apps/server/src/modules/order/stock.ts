import { sql } from 'kysely';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { announceFavouriteAlerts } from '../notification/favourite-alerts';

interface StockLine {
  productId: number;
  /** 0 for a product without specs. */
  skuId: number;
  quantity: number;
}

const inOrder = (lines: StockLine[]) =>
  // One lock order for every transaction, so concurrent checkouts cannot deadlock.
  [...lines].sort((a, b) => a.productId - b.productId || a.skuId - b.skuId);

/**
 * Takes the quantities out of stock with conditional updates (`stock >= quantity`): under
 * any concurrency the last units go to one buyer and the others are refused. A SKU's stock
 * is the real one; the product's own stock is then its total, kept for display.
 */
export async function reserveStock(trx: Trx, lines: StockLine[]): Promise<void> {
  for (const line of inOrder(lines)) {
    const q = line.quantity;
    const taken = line.skuId
      ? await trx
          .updateTable('product_skus')
          .set({ stock: sql`stock - ${q}` })
          .where('id', '=', line.skuId)
          .where('product_id', '=', line.productId)
          .where('stock', '>=', q)
          .executeTakeFirst()
      : await trx
          .updateTable('products')
          .set({ stock: sql`stock - ${q}` })
          .where('id', '=', line.productId)
          .where('status', '=', 'on')
          .where('stock', '>=', q)
          .executeTakeFirst();
    if (!Number(taken.numUpdatedRows)) throw new BusinessError('checkout.insufficient_stock', { field: 'quantity' });
    if (line.skuId) {
      await trx
        .updateTable('products')
        .set({ stock: sql`case when stock >= ${q} then stock - ${q} else 0 end` })
        .where('id', '=', line.productId)
        .execute();
    }
    // The last units gone: remembered on its favourites, so a refill is announced.
    await announceFavouriteAlerts(trx, line.productId, 'order');
  }
}

/** Puts the quantities of a cancelled order back (a SKU deleted meanwhile simply is not restocked). */
export async function releaseStock(trx: Trx, lines: StockLine[]): Promise<void> {
  for (const line of inOrder(lines)) {
    if (line.skuId) {
      await trx
        .updateTable('product_skus')
        .set({ stock: sql`stock + ${line.quantity}` })
        .where('id', '=', line.skuId)
        .execute();
    }
    await trx
      .updateTable('products')
      .set({ stock: sql`stock + ${line.quantity}` })
      .where('id', '=', line.productId)
      .execute();
    // Units back on a sold-out product: its return is announced by a job, not in this transaction.
    await announceFavouriteAlerts(trx, line.productId, 'order');
  }
}

import { sql } from 'kysely';
import type { Trx } from '../../../db';

/**
 * A stock moved by what the editor changed, never below zero. The stock an editor shows is the
 * available one (orders take units when they are placed and give them back when cancelled or
 * refunded before shipping); writing the typed number over it would count the units an order
 * took or gave back in between twice (saved 3 while 3 were held: 6 once the order is cancelled).
 */
export const movedBy = (delta: number) => sql<number>`case when stock + ${delta} > 0 then stock + ${delta} else 0 end`;

/** The stock to write for an edit: the typed one, or the current one moved by the edit's difference. */
export const editedStock = (stock: number, loaded: number | undefined) =>
  loaded === undefined ? stock : movedBy(stock - loaded);

/** A product with specs shows the total of its SKUs' stock. */
export async function totalSkuStock(trx: Trx, productId: number): Promise<void> {
  await trx
    .updateTable('products')
    .set((eb) => ({
      stock: eb
        .selectFrom('product_skus')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('stock'), s.lit(0)).as('total'))
        .where('product_id', '=', productId),
    }))
    .where('id', '=', productId)
    .execute();
}

import { sql } from 'kysely';
import { preparedQuery, type Db, type Trx } from '../../db';

export interface SoldUnits {
  productId: number;
  quantity: number;
}

const addToSales = preparedQuery((db: Db, v: { productId: number; quantity: number }) =>
  db
    .updateTable('products')
    .set({ sales: sql`sales + ${v.quantity}` })
    .where('id', '=', v.productId),
);

/**
 * Counts paid units into the products' `sales`, inside the payment's transaction. Rows are
 * updated in product id order, so concurrent payments (and refunds, which take sales back in
 * the same order) lock them alike and cannot deadlock.
 */
export async function addSales(trx: Trx, sold: readonly SoldUnits[]): Promise<void> {
  for (const { productId, quantity } of [...sold].sort((a, b) => a.productId - b.productId)) {
    await addToSales(trx, { productId, quantity });
  }
}

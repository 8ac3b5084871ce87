import { sql } from 'kysely';
import type { Trx } from '../../db';

export interface SoldUnits {
  productId: number;
  quantity: number;
}

/**
 * Counts paid units into the products' `sales`, inside the payment's transaction. Rows are
 * updated in product id order, so concurrent payments (and refunds, which take sales back in
 * the same order) lock them alike and cannot deadlock.
 */
export async function addSales(trx: Trx, sold: readonly SoldUnits[]): Promise<void> {
  for (const { productId, quantity } of [...sold].sort((a, b) => a.productId - b.productId)) {
    await trx
      .updateTable('products')
      .set({ sales: sql`sales + ${quantity}` })
      .where('id', '=', productId)
      .execute();
  }
}

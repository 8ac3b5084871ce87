import type { DbOrTrx, Trx } from '../../db';

/** The days a SKU's lowest price looks back over (a flash price must undercut it). */
export const PRICE_LOOKBACK_SECONDS = 30 * 86_400;

/**
 * A SKU's lowest price over the lookback: the current price, every price set inside the window, and the
 * price in force when the window opened (the last one set before it). A SKU with no history has had
 * its current price all along.
 */
export function lowestPrice(current: number, setInWindow: readonly number[], inForceAtStart?: number): number {
  return Math.min(current, ...setInWindow, ...(inForceAtStart === undefined ? [] : [inForceAtStart]));
}

/**
 * A product's prices now, by SKU id: its SKUs' prices, or its own price under 0 when it has no specs
 * (carts and orders use sku_id 0 for such a product).
 */
export async function currentPrices(db: DbOrTrx, productId: number): Promise<Map<number, number>> {
  const skus = await db
    .selectFrom('product_skus')
    .select(['id', 'price'])
    .where('product_id', '=', productId)
    .execute();
  if (skus.length) return new Map(skus.map((s) => [s.id, s.price]));
  const product = await db.selectFrom('products').select('price').where('id', '=', productId).executeTakeFirst();
  return new Map(product ? [[0, product.price]] : []);
}

/**
 * Records the product's prices that changed, after a save, in the saving transaction. `before` holds
 * the prices read before the save: a SKU with no history yet first gets the price it had until now,
 * so raising a never-recorded price does not make the new one its 30-day low.
 */
export async function recordPriceChanges(
  trx: Trx,
  productId: number,
  before: ReadonlyMap<number, number>,
  now: number,
): Promise<void> {
  const after = await currentPrices(trx, productId);
  if (!after.size) return;
  const history = await trx
    .selectFrom('sku_price_history')
    .select(['sku_id', 'price'])
    .where('product_id', '=', productId)
    .where('sku_id', 'in', [...after.keys()])
    .orderBy('createtime', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const latest = new Map(history.map((h) => [h.sku_id, h.price]));
  const rows: { product_id: number; sku_id: number; price: number; createtime: number }[] = [];
  for (const [skuId, price] of after) {
    let last = latest.get(skuId);
    const old = before.get(skuId);
    if (last === undefined && old !== undefined) {
      rows.push({ product_id: productId, sku_id: skuId, price: old, createtime: now });
      last = old;
    }
    if (last !== price) rows.push({ product_id: productId, sku_id: skuId, price, createtime: now });
  }
  if (rows.length) await trx.insertInto('sku_price_history').values(rows).execute();
}

/** The SKU's lowest price of the last 30 days (lowestPrice), in cents. */
export async function lowestPriceOf30Days(
  db: DbOrTrx,
  productId: number,
  skuId: number,
  current: number,
  now: number,
): Promise<number> {
  const since = now - PRICE_LOOKBACK_SECONDS;
  const of = db.selectFrom('sku_price_history').where('product_id', '=', productId).where('sku_id', '=', skuId);
  const [inWindow, before] = await Promise.all([
    of.select('price').where('createtime', '>=', since).execute(),
    of
      .select('price')
      .where('createtime', '<', since)
      .orderBy('createtime', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return lowestPrice(
    current,
    inWindow.map((r) => r.price),
    before?.price,
  );
}

import type { Trx } from '../db';

const HOUR = 3_600;
/** How long the demo flash session lasts from seeding. */
const DEMO_FLASH_HOURS = 6;
/** How many demo products go on flash sale. */
const DEMO_FLASH_PRODUCTS = 4;

/**
 * A demo flash session, live from seeding for a few hours, with the first SKU of a few products in
 * stock at 80% of its price (rounded down to the cent). A seeded SKU has no price history, so its
 * current price is its 30-day low and 80% of it is a real discount.
 */
export async function insertDemoFlash(trx: Trx, productIds: readonly number[], now: number): Promise<void> {
  const { id: sessionId } = await trx
    .insertInto('flash_sessions')
    .values({
      title: 'Flash sale',
      starts_at: now,
      ends_at: now + DEMO_FLASH_HOURS * HOUR,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = [];
  for (const productId of productIds) {
    if (items.length >= DEMO_FLASH_PRODUCTS) break;
    const product = await trx
      .selectFrom('products')
      .select(['shop_id', 'price', 'stock'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const sku = await trx
      .selectFrom('product_skus')
      .select(['id', 'price', 'stock'])
      .where('product_id', '=', productId)
      .where('stock', '>', 0)
      .orderBy('id')
      .executeTakeFirst();
    const target = sku ?? { id: 0, price: product.price, stock: product.stock };
    const flashPrice = Math.floor(target.price * 0.8);
    if (target.stock <= 0 || flashPrice <= 0) continue;
    items.push({
      session_id: sessionId,
      product_id: productId,
      sku_id: target.id,
      shop_id: product.shop_id,
      flash_price: flashPrice,
      flash_stock: Math.min(20, target.stock),
      per_user_limit: 2,
      createtime: now,
      updatetime: now,
    });
  }
  if (items.length) await trx.insertInto('flash_items').values(items).execute();
}

import type { Db } from '../../db';
import { nowSeconds } from '../../lib/time';

/** How many views are kept per shopper; older ones are dropped as new ones come. */
export const RECENTLY_VIEWED_KEPT = 100;

/**
 * Records that the shopper opened a product (`product/detail` with a token). A new view replaces
 * the product's row, so the highest id is the latest view; then only the latest 100 are kept.
 * A reload of the product viewed last writes nothing: every write turns the micro-cache of
 * anonymous reads over (plugins/response-cache).
 */
export async function recordView(db: Db, userId: number, productId: number): Promise<void> {
  const latest = await db
    .selectFrom('recently_viewed')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.product_id === productId) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recently_viewed').where('user_id', '=', userId).where('product_id', '=', productId).execute();
    // A concurrent view of the same product may have inserted it meanwhile: one row either way.
    await trx
      .insertInto('recently_viewed')
      .values({ user_id: userId, product_id: productId, createtime: nowSeconds() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
    const oldestKept = trx
      .selectFrom('recently_viewed')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(RECENTLY_VIEWED_KEPT - 1);
    await trx.deleteFrom('recently_viewed').where('user_id', '=', userId).where('id', '<', oldestKept).execute();
  });
}

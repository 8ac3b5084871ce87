import type { App } from '../../src/app-types';
import { nowSeconds } from '../../src/lib/time';
import { currentPrices, recordPriceChanges } from '../../src/modules/catalog/price-history';

/** A flash session straight in the database (live by default: started a minute ago, ends in an hour). */
export async function createFlashSession(app: App, window: { startsAt?: number; endsAt?: number } = {}) {
  const now = nowSeconds();
  const { id } = await app.db
    .insertInto('flash_sessions')
    .values({
      title: 'Test flash sale',
      starts_at: window.startsAt ?? now - 60,
      ends_at: window.endsAt ?? now + 3_600,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves a session's window (to make it upcoming, live or ended). */
export async function setFlashWindow(app: App, sessionId: number, startsAt: number, endsAt: number) {
  await app.db
    .updateTable('flash_sessions')
    .set({ starts_at: startsAt, ends_at: endsAt })
    .where('id', '=', sessionId)
    .execute();
}

/** A flash item straight in the database (the console's rules are tested through its calls). */
export async function createFlashItem(
  app: App,
  fields: { sessionId: number; productId: number; skuId?: number; price: number; stock: number; perUser: number },
) {
  const now = nowSeconds();
  const product = await app.db
    .selectFrom('products')
    .select('shop_id')
    .where('id', '=', fields.productId)
    .executeTakeFirstOrThrow();
  const { id } = await app.db
    .insertInto('flash_items')
    .values({
      session_id: fields.sessionId,
      product_id: fields.productId,
      sku_id: fields.skuId ?? 0,
      shop_id: product.shop_id,
      flash_price: fields.price,
      flash_stock: fields.stock,
      per_user_limit: fields.perUser,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function flashSold(app: App, itemId: number): Promise<number> {
  return (await app.db.selectFrom('flash_items').select('sold').where('id', '=', itemId).executeTakeFirstOrThrow())
    .sold;
}

/**
 * A product without specs priced `low` cents from ten days ago until yesterday, then `price` (as console
 * saves record it), so its 30-day low is `low`.
 */
export async function lowerThenRaise(app: App, productId: number, low: number, price: number) {
  const now = nowSeconds();
  await app.db.transaction().execute(async (trx) => {
    const before = await currentPrices(trx, productId);
    await trx.updateTable('products').set({ price: low }).where('id', '=', productId).execute();
    await recordPriceChanges(trx, productId, before, now - 10 * 86_400);
    const lowered = await currentPrices(trx, productId);
    await trx.updateTable('products').set({ price }).where('id', '=', productId).execute();
    await recordPriceChanges(trx, productId, lowered, now - 86_400);
  });
}

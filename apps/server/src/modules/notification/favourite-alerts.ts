import type { DbOrTrx, Trx } from '../../db';
import { moneyParam } from '../../i18n';
import { wanting } from './alert-switches';
import { queueBackInStock, rememberSoldOut, type StockChangeBy } from './back-in-stock';
import { notify } from './notify';

/**
 * Alerts on favourites: called in the transaction of every write that can lower a product's
 * price (or any of its SKUs') or change its stock (console product saves, stock given back by
 * cancelled orders and returns, stock taken by orders). It compares the product as it now is with what each
 * favourite last announced, and moves each favourite on with a conditional update, so a change
 * is announced once even when several instances write the same product at the same time (the
 * second update finds the favourite already moved on and announces nothing). A return to stock
 * is announced later, by a job (back-in-stock.ts); `by` says who changed the stock.
 */
export async function announceFavouriteAlerts(trx: Trx, productId: number, by: StockChangeBy): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .select(['id', 'title', 'price', 'stock', 'status'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) return;
  // Sold out: remembered, so the refill is news.
  if (product.stock <= 0) await rememberSoldOut(trx, productId);
  // A product off the shelf is news to nobody; its changes are announced once it is back on.
  if (product.status !== 'on') return;
  const params = { title: product.title };
  const ref = `product:${productId}`;
  if (product.stock > 0) await queueBackInStock(trx, productId, by);

  // A SKU added since (or a favourite older than the SKU) starts from the price of now.
  await rememberSkuPrices(trx, productId);
  const cheaper = await trx
    .selectFrom('favourites as f')
    .select(['f.id', 'f.user_id', 'f.alert_price'])
    .where('f.product_id', '=', productId)
    .where((eb) =>
      eb.or([
        eb('f.alert_price', '>', product.price),
        eb.exists(
          eb
            .selectFrom('favourite_sku_prices as fs')
            .innerJoin('product_skus as s', 's.id', 'fs.sku_id')
            .select('fs.id')
            .whereRef('fs.favourite_id', '=', 'f.id')
            .whereRef('fs.price', '>', 's.price'),
        ),
      ]),
    )
    // One lock order for concurrent writers of the same product.
    .orderBy('f.id')
    .execute();
  const dropped: Array<{ user_id: number; old: number; new: number }> = [];
  for (const fav of cheaper) {
    const drops: Array<{ old: number; new: number }> = [];
    if (fav.alert_price > product.price) {
      const moved = await trx
        .updateTable('favourites')
        .set({ alert_price: product.price })
        .where('id', '=', fav.id)
        .where('alert_price', '=', fav.alert_price)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows)) drops.push({ old: fav.alert_price, new: product.price });
    }
    const skus = await skuDrops(trx)
      .select(['fs.id', 'fs.price as old', 's.price as new'])
      .where('fs.favourite_id', '=', fav.id)
      .orderBy('fs.id')
      .execute();
    for (const sku of skus) {
      const moved = await trx
        .updateTable('favourite_sku_prices')
        .set({ price: sku.new })
        .where('id', '=', sku.id)
        .where('price', '=', sku.old)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows)) drops.push({ old: sku.old, new: sku.new });
    }
    // One alert per favourite and change, telling the largest drop (the product's or a SKU's).
    const largest = drops.sort((x, y) => y.old - y.new - (x.old - x.new))[0];
    if (largest) dropped.push({ user_id: fav.user_id, ...largest });
  }
  const wanted = new Set(await wanting(trx, dropped, 'alert_price_drop'));
  for (const drop of dropped.filter((d) => wanted.has(d.user_id))) {
    await notify(trx, drop.user_id, {
      type: 'price_drop',
      title: 'notify.price_drop_title',
      content: 'notify.price_drop',
      params: { ...params, old: moneyParam(drop.old), new: moneyParam(drop.new) },
      ref,
    });
  }
}

/** SKUs now cheaper than their favourite last told (`fs`: the favourite's row, `s`: the SKU). */
const skuDrops = (trx: Trx) =>
  trx
    .selectFrom('favourite_sku_prices as fs')
    .innerJoin('product_skus as s', 's.id', 'fs.sku_id')
    .whereRef('fs.price', '>', 's.price');

/**
 * Remembers the price of now of each SKU of `productId` that a favourite has no price for yet:
 * for a new favourite (`userId`), and for SKUs added since the product was favourited.
 */
export async function rememberSkuPrices(db: DbOrTrx, productId: number, userId?: number): Promise<void> {
  let missing = db
    .selectFrom('favourites as f')
    .innerJoin('product_skus as s', 's.product_id', 'f.product_id')
    .select(['f.id as favourite_id', 's.id as sku_id', 's.price'])
    .where('f.product_id', '=', productId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('favourite_sku_prices as fs')
            .select('fs.id')
            .whereRef('fs.favourite_id', '=', 'f.id')
            .whereRef('fs.sku_id', '=', 's.id'),
        ),
      ),
    );
  if (userId !== undefined) missing = missing.where('f.user_id', '=', userId);
  await db
    .insertInto('favourite_sku_prices')
    .columns(['favourite_id', 'sku_id', 'price'])
    .expression(missing)
    .onConflict((oc) => oc.columns(['favourite_id', 'sku_id']).doNothing())
    .execute();
}

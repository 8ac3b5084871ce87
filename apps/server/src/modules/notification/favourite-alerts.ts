import type { Trx } from '../../db';
import { moneyParam } from '../../i18n';
import { notify } from './notify';

/**
 * Alerts on favourites: called in the transaction of every write that can lower a product's
 * price or change its stock (console product saves, stock given back by cancelled orders and
 * returns, stock taken by orders). It compares the product as it now is with what each
 * favourite last announced, and moves each favourite on with a conditional update, so a change
 * is announced once even when several instances write the same product at the same time (the
 * second update finds the favourite already moved on and announces nothing).
 */
export async function announceFavouriteAlerts(trx: Trx, productId: number): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .select(['id', 'title', 'price', 'stock', 'status'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) return;
  if (product.stock <= 0) {
    // Sold out: remembered, so the refill is news.
    await trx
      .updateTable('favourites')
      .set({ alert_in_stock: 0 })
      .where('product_id', '=', productId)
      .where('alert_in_stock', '=', 1)
      .execute();
  }
  // A product off the shelf is news to nobody; its changes are announced once it is back on.
  if (product.status !== 'on') return;
  const params = { title: product.title };
  const ref = `product:${productId}`;

  if (product.stock > 0) {
    const restocked = await trx
      .updateTable('favourites')
      .set({ alert_in_stock: 1 })
      .where('product_id', '=', productId)
      .where('alert_in_stock', '=', 0)
      .returning('user_id')
      .execute();
    for (const userId of await wanting(trx, restocked, 'alert_back_in_stock')) {
      await notify(trx, userId, {
        type: 'back_in_stock',
        title: 'notify.back_in_stock_title',
        content: 'notify.back_in_stock',
        params,
        ref,
      });
    }
  }

  const cheaper = await trx
    .selectFrom('favourites')
    .select(['id', 'user_id', 'alert_price'])
    .where('product_id', '=', productId)
    .where('alert_price', '>', product.price)
    // One lock order for concurrent writers of the same product.
    .orderBy('id')
    .execute();
  const dropped: Array<{ user_id: number; old: number }> = [];
  for (const fav of cheaper) {
    const moved = await trx
      .updateTable('favourites')
      .set({ alert_price: product.price })
      .where('id', '=', fav.id)
      .where('alert_price', '=', fav.alert_price)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows)) dropped.push({ user_id: fav.user_id, old: fav.alert_price });
  }
  const wanted = new Set(await wanting(trx, dropped, 'alert_price_drop'));
  for (const drop of dropped.filter((d) => wanted.has(d.user_id))) {
    await notify(trx, drop.user_id, {
      type: 'price_drop',
      title: 'notify.price_drop_title',
      content: 'notify.price_drop',
      params: { ...params, old: moneyParam(drop.old), new: moneyParam(product.price) },
      ref,
    });
  }
}

/** The users among `rows` whose switch for this alert is on. */
async function wanting(
  trx: Trx,
  rows: Array<{ user_id: number }>,
  setting: 'alert_price_drop' | 'alert_back_in_stock',
): Promise<number[]> {
  if (rows.length === 0) return [];
  const users = await trx
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      rows.map((r) => r.user_id),
    )
    .where(setting, '=', 1)
    .execute();
  return users.map((u) => u.id);
}

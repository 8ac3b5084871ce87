import {
  flashSessionStatus,
  type AdminFlashItemListQuery,
  type AdminFlashItemSave,
  type AdminFlashSessionSave,
  type FlashItem,
  type FlashSession,
  type Lang,
  type Page,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { moneyParam } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { parseMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { assertShopAccess, shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { lowestPriceOf30Days } from '../catalog/price-history';
import { moveReminders } from './reminders';
import { itemRows, renderItem, renderSession } from './render';

type Key = ConstructorParameters<typeof BusinessError>[0];
const refuse = (key: Key, field: string, params?: Record<string, number | ReturnType<typeof moneyParam>>) =>
  new BusinessError(key, { field, ...(params ? { params } : {}) });

async function sessionRow(db: DbOrTrx, id: number) {
  const row = await db
    .selectFrom('flash_sessions')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw refuse('flash.session_not_found', 'session_id');
  return row;
}

/** Only a session that has not started may change, or have items added, edited or removed. */
function assertUpcoming(session: { starts_at: number; ends_at: number }, now: number, field: string): void {
  if (flashSessionStatus(session, now) !== 'upcoming') throw refuse('flash.session_started', field);
}

/**
 * admin/flash/session/save (operators only): makes a session, or edits one that has not started.
 * Sessions never overlap, so at most one is live at a time and a SKU has one flash price at a time.
 */
export async function saveSession(
  trx: Trx,
  admin: AdminIdentity,
  body: AdminFlashSessionSave,
  now: number,
): Promise<FlashSession> {
  if (admin.role !== 'admin') throw new BusinessError('common.no_permission');
  const title = body.title.trim();
  if (!title) throw refuse('flash.title_empty', 'title');
  if (body.ends_at <= body.starts_at) throw refuse('flash.window_invalid', 'ends_at');
  if (body.ends_at <= now) throw refuse('flash.window_past', 'ends_at');
  if (body.id !== undefined) assertUpcoming(await sessionRow(trx, body.id), now, 'id');
  let overlapping = trx
    .selectFrom('flash_sessions')
    .select('id')
    .where('starts_at', '<', body.ends_at)
    .where('ends_at', '>', body.starts_at);
  if (body.id !== undefined) overlapping = overlapping.where('id', '!=', body.id);
  if (await overlapping.executeTakeFirst()) throw refuse('flash.session_overlap', 'starts_at');
  const values = { title, starts_at: body.starts_at, ends_at: body.ends_at, updatetime: now };
  let id = body.id;
  if (id === undefined) {
    id = (
      await trx
        .insertInto('flash_sessions')
        .values({ ...values, admin_id: admin.id, createtime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    await trx.updateTable('flash_sessions').set(values).where('id', '=', id).execute();
    await moveReminders(trx, id, body.starts_at, now);
  }
  return renderSession(await sessionRow(trx, id), now);
}

/** A product the operator may put on flash sale: any for an admin, its own shop's for a merchant. */
export async function shopProduct(db: DbOrTrx, admin: AdminIdentity, productId: number) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'shop_id'])
    .where('id', '=', productId)
    .executeTakeFirst();
  // A merchant naming another shop's product learns nothing, not even whether it exists.
  assertShopAccess(admin, product ? product.shop_id : -1);
  if (!product) throw refuse('catalog.product_not_found', 'product_id');
  return product;
}

/** The SKU an item is for (0: a product without specs) and its price and stock now. */
export async function targetSku(db: DbOrTrx, productId: number, skuId: number | null | undefined) {
  const skus = await db
    .selectFrom('product_skus')
    .select(['id', 'price', 'stock'])
    .where('product_id', '=', productId)
    .execute();
  if (!skus.length) {
    if (skuId) throw refuse('flash.sku_not_found', 'sku_id');
    const product = await db
      .selectFrom('products')
      .select(['price', 'stock'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    return { id: 0, price: product.price, stock: product.stock };
  }
  if (!skuId) throw refuse('flash.sku_required', 'sku_id');
  const sku = skus.find((s) => s.id === skuId);
  if (!sku) throw refuse('flash.sku_not_found', 'sku_id');
  return sku;
}

/**
 * admin/flash/item/save: merchants for their own shop's products, operators for any; only while the
 * session has not started. The flash price must be below the SKU's lowest of the last 30 days (a
 * real discount), and the flash stock within the SKU's stock (flash units are part of it).
 */
export async function saveItem(
  trx: Trx,
  admin: AdminIdentity,
  body: AdminFlashItemSave,
  lang: Lang,
  now: number,
): Promise<FlashItem> {
  if (body.id !== undefined) {
    const before = await ownItem(trx, admin, body.id);
    assertUpcoming(await sessionRow(trx, before.session_id), now, 'id');
  }
  assertUpcoming(await sessionRow(trx, body.session_id), now, 'session_id');
  const product = await shopProduct(trx, admin, body.product_id);
  const sku = await targetSku(trx, product.id, body.sku_id);
  const price = parseMoney(body.flash_price);
  if (!price) throw refuse('flash.price_invalid', 'flash_price');
  const low = await lowestPriceOf30Days(trx, product.id, sku.id, sku.price, now);
  if (price >= low) throw refuse('flash.not_real_discount', 'flash_price', { amount: moneyParam(low) });
  if (body.flash_stock > sku.stock) throw refuse('flash.stock_above', 'flash_stock', { count: Math.max(0, sku.stock) });
  let same = trx
    .selectFrom('flash_items')
    .select('id')
    .where('session_id', '=', body.session_id)
    .where('product_id', '=', product.id)
    .where('sku_id', '=', sku.id);
  if (body.id !== undefined) same = same.where('id', '!=', body.id);
  if (await same.executeTakeFirst()) throw refuse('flash.item_exists', 'sku_id');
  const values = {
    session_id: body.session_id,
    product_id: product.id,
    sku_id: sku.id,
    shop_id: product.shop_id,
    flash_price: price,
    flash_stock: body.flash_stock,
    per_user_limit: body.per_user_limit,
    updatetime: now,
  };
  let id = body.id;
  if (id === undefined) {
    id = (
      await trx
        .insertInto('flash_items')
        .values({ ...values, createtime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    await trx.updateTable('flash_items').set(values).where('id', '=', id).execute();
  }
  return renderItem(await itemRows(trx).where('fi.id', '=', id).executeTakeFirstOrThrow(), lang);
}

/** An item the operator may touch: any for an admin, its own shop's for a merchant. */
async function ownItem(db: DbOrTrx, admin: AdminIdentity, id: number) {
  const row = await db
    .selectFrom('flash_items')
    .select(['id', 'session_id', 'shop_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  assertShopAccess(admin, row ? row.shop_id : -1);
  if (!row) throw refuse('flash.item_not_found', 'id');
  return row;
}

/** admin/flash/items: by session, newest first; a merchant sees its own shop's. */
export async function adminItemList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminFlashItemListQuery,
  lang: Lang,
): Promise<Page<FlashItem>> {
  const args = pageArgs(query);
  const scoped = shopScope(admin);
  let q = itemRows(db);
  if (scoped !== undefined) q = q.where('fi.shop_id', '=', scoped);
  if (query.session_id !== undefined) q = q.where('fi.session_id', '=', query.session_id);
  const [count, rows] = await Promise.all([
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q.orderBy('fi.id', 'desc').limit(args.limit).offset(args.offset).execute(),
  ]);
  return toPage(
    rows.map((r) => renderItem(r, lang)),
    Number(count.n),
    args,
  );
}

/** admin/flash/item/remove: only before the session starts; answers the first page of that session's items. */
export async function removeItem(
  trx: Trx,
  admin: AdminIdentity,
  id: number,
  lang: Lang,
  now: number,
): Promise<{ id: number; session_id: number; page: Page<FlashItem> }> {
  const item = await ownItem(trx, admin, id);
  assertUpcoming(await sessionRow(trx, item.session_id), now, 'id');
  await trx.deleteFrom('flash_items').where('id', '=', id).execute();
  return {
    id,
    session_id: item.session_id,
    page: await adminItemList(trx, admin, { session_id: item.session_id }, lang),
  };
}

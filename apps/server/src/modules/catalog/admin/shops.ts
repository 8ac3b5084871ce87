import {
  normalizeLang,
  type AdminShop,
  type AdminShopListQuery,
  type AdminShopSaveBody,
  type Page,
} from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx, ShopsTable, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { pageArgs, toPage } from '../../../lib/pagination';
import { nowSeconds } from '../../../lib/time';
import { assertShopAccess, shopScope, type AdminIdentity } from '../../../plugins/admin-auth';
import { announceFavouriteAlerts } from '../../notification/favourite-alerts';
import { col, likeText, tableOrder } from '../../../lib/table-query';
import { assertCatalogImages } from './images';
import { nonEmpty, productCountsBy } from './text';

const notFound = () => new BusinessError('common.record_not_found', { field: 'id' });

function toAdminShop(row: Selectable<ShopsTable>, productCount: number): AdminShop {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    description: row.description,
    lang: normalizeLang(row.lang) ?? 'en',
    category_id: row.category_id,
    status: row.status === 'closed' ? 'closed' : 'normal',
    sort: row.sort,
    rating: row.rating,
    sales: row.sales,
    product_count: productCount,
    createtime: row.createtime,
    updatetime: row.updatetime,
  };
}

/** shop/list: newest first; keyword is an id or part of the name; a merchant sees its own shop only. */
const SORTS = { createtime: col('createtime'), rating: col('rating'), sales: col('sales') };

export async function shopList(db: DbOrTrx, admin: AdminIdentity, query: AdminShopListQuery): Promise<Page<AdminShop>> {
  const args = pageArgs(query);
  let base = db.selectFrom('shops');
  const scope = shopScope(admin);
  if (scope !== undefined) base = base.where('id', '=', scope);
  if (query.status === 'normal' || query.status === 'closed') base = base.where('status', '=', query.status);
  const text = likeText(query.keyword);
  if (text) {
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    base = base.where((eb) => eb.or([eb('id', '=', id), eb(eb.fn('lower', ['name']), 'like', `%${text}%`)]));
  }
  if (query.start !== undefined) base = base.where('createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('createtime', '<', query.end);
  let rowsQuery = base.selectAll().limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await productCountsBy(
    db,
    'shop_id',
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => toAdminShop(r, counts.get(r.id) ?? 0)),
    Number(count.n),
    args,
  );
}

export async function shopDetail(db: DbOrTrx, admin: AdminIdentity, id: number): Promise<AdminShop> {
  const row = await db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirst();
  // A merchant asking for another shop learns nothing, not even whether it exists.
  assertShopAccess(admin, row ? row.id : -1);
  if (!row) throw notFound();
  return toAdminShop(row, (await productCountsBy(db, 'shop_id', [id])).get(id) ?? 0);
}

async function assertCategory(trx: Trx, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const found = await trx.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new BusinessError('merchant.choose_category', { field: 'category_id' });
}

/**
 * shop/save: admins create and edit any shop; a merchant edits its own shop's profile (name,
 * pictures, description, category) but neither its status nor its place in the street.
 */
export async function saveShop(
  trx: Trx,
  admin: AdminIdentity,
  body: AdminShopSaveBody,
): Promise<{ before: AdminShop | null; after: AdminShop }> {
  const isAdmin = admin.role === 'admin';
  if (!body.id && !isAdmin) throw new BusinessError('admin_catalog.merchant_no_shop_create');
  const before = body.id ? await shopDetail(trx, admin, body.id) : null;
  const name = nonEmpty(body.name, 'name', 'admin_catalog.fill_name');
  if (!isAdmin && ((body.status && body.status !== before?.status) || (body.sort ?? before?.sort) !== before?.sort)) {
    throw new BusinessError('common.no_permission');
  }
  await assertCategory(trx, body.category_id);
  // The shop's texts and its products' are written in its language; translations of them are
  // kept per language: changing the source under existing products would mislabel them.
  const lang = body.lang ?? before?.lang ?? 'en';
  if (before && lang !== before.lang && before.product_count > 0) {
    throw new BusinessError('admin_catalog.shop_lang_fixed', { field: 'lang' });
  }
  await assertCatalogImages(trx, admin, [body.logo, body.banner], [before?.logo, before?.banner], 'logo');
  const now = nowSeconds();
  const values = {
    name,
    logo: body.logo ?? before?.logo ?? '',
    banner: body.banner ?? before?.banner ?? '',
    description: (body.description ?? before?.description ?? '').trim(),
    lang,
    category_id: body.category_id === undefined ? (before?.category_id ?? null) : body.category_id,
    status: body.status ?? before?.status ?? 'normal',
    sort: body.sort ?? before?.sort ?? 0,
    updatetime: now,
  };
  let id = body.id;
  if (id) {
    await trx.updateTable('shops').set(values).where('id', '=', id).execute();
    if (before && before.status !== values.status) await followShopStatus(trx, id, values.status);
  } else
    id = (
      await trx
        .insertInto('shops')
        .values({ ...values, createtime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { before, after: await shopDetail(trx, admin, id) };
}

/**
 * Every shopper-facing read (lists, search, feed, detail, bag, checkout stock) sells only
 * products whose status is 'on'. Closing a shop parks its shelved products as 'closed' and
 * reopening puts exactly those back, so the operator's own on/off choices survive a closure.
 */
async function followShopStatus(trx: Trx, shopId: number, status: string): Promise<void> {
  const [from, to] = status === 'closed' ? (['on', 'closed'] as const) : (['closed', 'on'] as const);
  const moved = await trx
    .updateTable('products')
    .set({ status: to })
    .where('shop_id', '=', shopId)
    .where('status', '=', from)
    .returning('id')
    .execute();
  // A reopened shop's products announce what changed on them while it was closed.
  if (to === 'on') {
    // In id order, as payments lock products, so the two cannot deadlock.
    for (const { id } of moved.sort((a, b) => a.id - b.id)) await announceFavouriteAlerts(trx, id, 'shop');
  }
}

/** A product saved as on the shelf of a closed shop waits, hidden, until the shop reopens. */
export const shelfStatus = (wanted: 'on' | 'off', shopStatus: string): 'on' | 'off' | 'closed' =>
  wanted === 'on' && shopStatus === 'closed' ? 'closed' : wanted;

/** shop/del (admins only): only a shop that never sold and holds no product; otherwise close it. */
export async function deleteShop(trx: Trx, id: number): Promise<AdminShop> {
  const admin: AdminIdentity = { id: 0, username: '', role: 'admin', shopId: null };
  const before = await shopDetail(trx, admin, id);
  if (before.product_count > 0) {
    throw new BusinessError('admin_catalog.shop_has_products', { params: { count: before.product_count } });
  }
  const order = await trx.selectFrom('orders').select('id').where('shop_id', '=', id).limit(1).executeTakeFirst();
  const refund = await trx.selectFrom('refunds').select('id').where('shop_id', '=', id).limit(1).executeTakeFirst();
  if (order || refund) throw new BusinessError('admin_catalog.shop_has_orders');
  await trx.deleteFrom('shops').where('id', '=', id).execute();
  return before;
}

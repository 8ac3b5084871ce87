import {
  LANGS,
  type AdminCategory,
  type AdminCategorySaveBody,
  type AdminListQuery,
  type Page,
} from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { CategoriesTable, DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { pageArgs, toPage } from '../../../lib/pagination';
import { nowSeconds } from '../../../lib/time';
import type { AdminIdentity } from '../../../plugins/admin-auth';
import { assertCatalogImages } from './images';
import { likeText } from '../../../lib/table-query';
import { nonEmpty, productCountsBy, parseJson } from './text';

const KEY = /^[a-z0-9_]{1,40}$/;

function toAdminCategory(row: Selectable<CategoriesTable>, productCount: number): AdminCategory {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    name_i18n: parseJson<Record<string, string>>(row.name_i18n, {}),
    icon: row.icon,
    sort: row.sort,
    status: row.status === 'hidden' ? 'hidden' : 'normal',
    product_count: productCount,
    createtime: row.createtime,
  };
}

/**
 * category/list: in the shop's order (sort, then id); keyword is part of the key or English
 * name. Every operator may read it (a merchant picks its products' category); only admins write.
 */
export async function categoryList(db: DbOrTrx, query: AdminListQuery): Promise<Page<AdminCategory>> {
  const args = pageArgs(query);
  let base = db.selectFrom('categories');
  if (query.status === 'normal' || query.status === 'hidden') base = base.where('status', '=', query.status);
  const text = likeText(query.keyword);
  if (text) {
    const like = `%${text}%`;
    base = base.where((eb) => eb.or([eb('key', 'like', like), eb(eb.fn('lower', ['name']), 'like', like)]));
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('sort').orderBy('id').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await productCountsBy(
    db,
    'category_id',
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => toAdminCategory(r, counts.get(r.id) ?? 0)),
    Number(count.n),
    args,
  );
}

export async function categoryDetail(db: DbOrTrx, id: number): Promise<AdminCategory> {
  const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  return toAdminCategory(row, (await productCountsBy(db, 'category_id', [id])).get(id) ?? 0);
}

/** The six names, trimmed; English is required, the other languages fall back to it when empty. */
function namesOf(input: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const lang of LANGS) {
    const text = (input[lang] ?? '').trim();
    if (text) names[lang] = text;
  }
  nonEmpty(names.en, 'name_i18n.en', 'admin_catalog.fill_name');
  return names;
}

/** category/save (admins only): a unique key of a-z, 0-9 and _, and the names in six languages. */
export async function saveCategory(
  trx: Trx,
  admin: AdminIdentity,
  body: AdminCategorySaveBody,
): Promise<{ before: AdminCategory | null; after: AdminCategory }> {
  const before = body.id ? await categoryDetail(trx, body.id) : null;
  const key = body.key.trim().toLowerCase();
  if (!KEY.test(key)) throw new BusinessError('admin_catalog.key_invalid', { field: 'key' });
  const names = namesOf(body.name_i18n);
  const taken = await trx
    .selectFrom('categories')
    .select('id')
    .where('key', '=', key)
    .where('id', '!=', body.id ?? 0)
    .executeTakeFirst();
  if (taken) throw new BusinessError('admin_catalog.key_taken', { field: 'key' });
  await assertCatalogImages(trx, admin, [body.icon], [before?.icon], 'icon');
  const values = {
    key,
    name: names.en!,
    name_i18n: JSON.stringify(names),
    icon: body.icon ?? before?.icon ?? '',
    sort: body.sort ?? before?.sort ?? 0,
    status: body.status ?? before?.status ?? 'normal',
  };
  let id = body.id;
  if (id) await trx.updateTable('categories').set(values).where('id', '=', id).execute();
  else
    id = (
      await trx
        .insertInto('categories')
        .values({ ...values, createtime: nowSeconds() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { before, after: await categoryDetail(trx, id) };
}

/** category/del (admins only): refused while any product is in it; shops filed under it lose the label. */
export async function deleteCategory(trx: Trx, id: number): Promise<AdminCategory> {
  const before = await categoryDetail(trx, id);
  if (before.product_count > 0) {
    throw new BusinessError('admin_catalog.category_has_products', { params: { count: before.product_count } });
  }
  await trx.updateTable('shops').set({ category_id: null }).where('category_id', '=', id).execute();
  await trx.updateTable('merchant_applications').set({ category_id: null }).where('category_id', '=', id).execute();
  await trx.deleteFrom('categories').where('id', '=', id).execute();
  return before;
}

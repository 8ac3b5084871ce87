import type { ShopSort } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { SHOP_CARD_COLUMNS, type ShopCardRow } from './cards';

// Indexed by shops_status_sort_idx, shops_status_sales_idx, shops_status_createtime_idx.
const SHOP_ORDERS: Record<ShopSort, ['sort' | 'sales' | 'createtime' | 'id', 'asc' | 'desc'][]> = {
  default: [
    ['sort', 'desc'],
    ['id', 'asc'],
  ],
  hot: [
    ['sales', 'desc'],
    ['id', 'desc'],
  ],
  new: [
    ['createtime', 'desc'],
    ['id', 'desc'],
  ],
};

/** `%`, `_` and `\` in a keyword match themselves. */
const likePattern = (keyword: string): string => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function shopsQuery(db: DbOrTrx, keyword: string | undefined) {
  let q = db.selectFrom('shops').where('shops.status', '=', 'normal');
  // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
  if (keyword) q = q.where((eb) => eb(eb.fn('lower', ['shops.name']), 'like', eb.val(likePattern(keyword))));
  return q;
}

export async function pageShops(
  db: DbOrTrx,
  query: { keyword?: string | undefined; sort: ShopSort; limit: number; offset: number },
): Promise<ShopCardRow[]> {
  let q = shopsQuery(db, query.keyword).select(SHOP_CARD_COLUMNS);
  for (const [column, direction] of SHOP_ORDERS[query.sort]) q = q.orderBy(`shops.${column}`, direction);
  return q.limit(query.limit).offset(query.offset).execute();
}

export async function countShops(db: DbOrTrx, keyword: string | undefined): Promise<number> {
  const row = await shopsQuery(db, keyword)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findShop = (db: DbOrTrx, id: number) =>
  db
    .selectFrom('shops')
    .select([...SHOP_CARD_COLUMNS, 'shops.description', 'shops.description_i18n'])
    .where('shops.id', '=', id)
    .where('shops.status', '=', 'normal')
    .executeTakeFirst();

export async function shopCounts(db: DbOrTrx, id: number): Promise<{ products: number; followers: number }> {
  const [products, followers] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', id)
      .where('status', '=', 'on')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), followers: Number(followers.n) };
}

import type { ProductSort } from '@bazaar/contract';
import type { Db } from '../../db';

/** SQL of the public catalog. Only visible rows: products `on`, others `normal`. */

export const listBanners = (db: Db) =>
  db
    .selectFrom('banners')
    .select(['id', 'title', 'image', 'link'])
    .where('status', '=', 'normal')
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const listCategories = (db: Db) =>
  db
    .selectFrom('categories')
    .select(['id', 'key', 'name', 'name_i18n', 'icon'])
    .where('status', '=', 'normal')
    .orderBy('sort')
    .orderBy('id')
    .execute();

const CARD_COLUMNS = ['id', 'shop_id', 'title', 'image', 'price', 'market_price', 'sales', 'favorable_rate'] as const;
export type ProductCardRow = Awaited<ReturnType<typeof pageProducts>>['rows'][number];

type SortColumn = 'sort' | 'sales' | 'price' | 'createtime' | 'id';
// Every order ends with id so pages never overlap or skip rows that tie.
const SORT_ORDERS: Record<ProductSort, [SortColumn, 'asc' | 'desc'][]> = {
  default: [
    ['sort', 'desc'],
    ['id', 'asc'],
  ],
  sales: [
    ['sales', 'desc'],
    ['id', 'desc'],
  ],
  price_asc: [
    ['price', 'asc'],
    ['id', 'asc'],
  ],
  price_desc: [
    ['price', 'desc'],
    ['id', 'desc'],
  ],
  new: [
    ['createtime', 'desc'],
    ['id', 'desc'],
  ],
};

export interface ProductFilter {
  categoryId?: number;
  sort: ProductSort;
  limit: number;
  offset: number;
}

export async function pageProducts(db: Db, filter: ProductFilter) {
  let base = db.selectFrom('products').where('status', '=', 'on');
  if (filter.categoryId !== undefined) base = base.where('category_id', '=', filter.categoryId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let query = base.select(CARD_COLUMNS);
  for (const [column, direction] of SORT_ORDERS[filter.sort]) query = query.orderBy(column, direction);
  const rows = await query.limit(filter.limit).offset(filter.offset).execute();
  return { total: Number(count.total), rows };
}

export const hotShops = (db: Db, limit: number) =>
  db
    .selectFrom('shops')
    .select(['id', 'name', 'logo', 'banner', 'rating', 'sales'])
    .where('status', '=', 'normal')
    .orderBy('sales', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

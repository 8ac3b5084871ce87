import type { ProductSort } from '@bazaar/contract';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database, Db, DbOrTrx } from '../../db';

/** SQL of the public catalog. Only visible rows: products `on`, others `normal`. */

export const listBanners = (db: Db) =>
  db
    .selectFrom('banners')
    .select(['id', 'title', 'title_i18n', 'subtitle', 'subtitle_i18n', 'image', 'image_i18n', 'link'])
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

export const CARD_COLUMNS = [
  'products.id',
  'products.shop_id',
  'products.title',
  'products.title_i18n',
  'products.image',
  'products.price',
  'products.market_price',
  'products.sales',
  'products.favorable_rate',
] as const;

export interface ProductCardRow {
  id: number;
  shop_id: number;
  title: string;
  /** JSON { lang: title }: cards answer in the reader's language (translations.ts). */
  title_i18n: string;
  image: string;
  price: number;
  market_price: number;
  sales: number;
  favorable_rate: number;
}

type SortColumn = 'sort' | 'sales' | 'price' | 'createtime' | 'id';
// Every order ends with id so pages never overlap or skip rows that tie.
// Each has an index: products_status_[category_id_|shop_id_]<column>_idx (migrations 0001, 0003).
export const SORT_ORDERS: Record<ProductSort, [SortColumn, 'asc' | 'desc'][]> = {
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

/** What a product list may be narrowed by; prices in cents. */
export interface ProductFilter {
  categoryId?: number | undefined;
  shopId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

type ProductsQuery<O> = SelectQueryBuilder<Database, 'products', O>;

/** The WHERE of a filter, usable in any query that has `products` (search joins its matches). */
export const filterWhere = (filter: ProductFilter) => (eb: ExpressionBuilder<Database, 'products'>) => {
  const conditions = [eb('products.status', '=', 'on')];
  if (filter.categoryId !== undefined) conditions.push(eb('products.category_id', '=', filter.categoryId));
  if (filter.shopId !== undefined) conditions.push(eb('products.shop_id', '=', filter.shopId));
  if (filter.minPrice !== undefined) conditions.push(eb('products.price', '>=', filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(eb('products.price', '<=', filter.maxPrice));
  return eb.and(conditions);
};

const applyFilter = <O>(query: ProductsQuery<O>, filter: ProductFilter): ProductsQuery<O> =>
  query.where(filterWhere(filter));

export function sortProducts<O>(query: ProductsQuery<O>, sort: ProductSort): ProductsQuery<O> {
  let q = query;
  for (const [column, direction] of SORT_ORDERS[sort]) q = q.orderBy(`products.${column}`, direction);
  return q;
}

/**
 * A page of cards in two steps: the ids of the page from an index (covering for every filter and
 * sort served), then the cards of just those ids, so a wide price range never reads thousands of rows.
 */
export const pageProducts = (
  db: DbOrTrx,
  filter: ProductFilter,
  page: { sort: ProductSort; limit: number; offset: number },
): Promise<ProductCardRow[]> => {
  const ids = sortProducts(applyFilter(db.selectFrom('products').select('products.id'), filter), page.sort)
    .limit(page.limit)
    .offset(page.offset);
  return sortProducts(
    db.selectFrom('products').select(CARD_COLUMNS).where('products.id', 'in', ids),
    page.sort,
  ).execute();
};

export async function countProducts(db: DbOrTrx, filter: ProductFilter): Promise<number> {
  const row = await applyFilter(db.selectFrom('products'), filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

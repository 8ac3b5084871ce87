import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { CARD_COLUMNS, type ProductCardRow } from '../catalog/repository';

/** SQL of the shopper's own product lists; every query is scoped to one user and starts from an index. */

const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

// Recently viewed: recently_viewed (user_id, id), newest view first; products off sale are hidden.
const viewed = (db: DbOrTrx, userId: number) =>
  db
    .selectFrom('recently_viewed')
    .innerJoin('products', 'products.id', 'recently_viewed.product_id')
    .where('recently_viewed.user_id', '=', userId)
    .where('products.status', '=', 'on');

export const pageViewed = (db: DbOrTrx, userId: number, limit: number, offset: number): Promise<ProductCardRow[]> =>
  viewed(db, userId).select(CARD_COLUMNS).orderBy('recently_viewed.id', 'desc').limit(limit).offset(offset).execute();

export const countViewed = (db: DbOrTrx, userId: number) =>
  countOf(viewed(db, userId).select((eb) => eb.fn.countAll<number>().as('n')));

// Buy again: orders (user_id, status, …), then order_items (order_id).
const bought = (db: DbOrTrx, userId: number) =>
  db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'in', ['received', 'completed'])
    .where('products.status', '=', 'on');

/** Each product once: in stock first, then by its latest order line (ids grow with time). */
export const pageBought = (db: DbOrTrx, userId: number, limit: number, offset: number): Promise<ProductCardRow[]> =>
  bought(db, userId)
    .select(CARD_COLUMNS)
    .select((eb) => eb.fn.max('order_items.id').as('latest_line'))
    // Grouping by the primary key lets the other product columns be selected on PostgreSQL too.
    .groupBy('products.id')
    .orderBy(sql`case when products.stock > 0 then 0 else 1 end`)
    .orderBy('latest_line', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countBought = (db: DbOrTrx, userId: number) =>
  countOf(bought(db, userId).select((eb) => eb.fn.count<number>('products.id').distinct().as('n')));

// Following feed: products (shop_id, status, createtime) of each followed shop (follows user_id, shop_id).
const followedShopProducts = (db: DbOrTrx, userId: number) =>
  db
    .selectFrom('products')
    .where('products.status', '=', 'on')
    .where(
      'products.shop_id',
      'in',
      db.selectFrom('follows').select('follows.shop_id').where('follows.user_id', '=', userId),
    );

export const pageFeed = (db: DbOrTrx, userId: number, limit: number, offset: number): Promise<ProductCardRow[]> =>
  followedShopProducts(db, userId)
    .select(CARD_COLUMNS)
    .orderBy('products.createtime', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countFeed = (db: DbOrTrx, userId: number) =>
  countOf(followedShopProducts(db, userId).select((eb) => eb.fn.countAll<number>().as('n')));

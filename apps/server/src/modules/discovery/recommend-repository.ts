import type { DbOrTrx } from '../../db';
import { CARD_COLUMNS, type ProductCardRow } from '../catalog/repository';

/** SQL of `product/recommend`; each query is bounded and read from an index. */

export type StockedCardRow = ProductCardRow & { stock: number };

const STOCKED_CARD_COLUMNS = [...CARD_COLUMNS, 'products.stock'] as const;

/** How many of the latest paid orders holding the product are read for "bought together". */
const TOGETHER_ORDERS = 200;

/** The product recommendations start from: one a shopper can see (on sale, in an open shop). */
export const anchorProduct = (db: DbOrTrx, id: number) =>
  db
    .selectFrom('products')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .select(['products.id', 'products.category_id', 'products.price'])
    .where('products.id', '=', id)
    .where('products.status', '=', 'on')
    .where('shops.status', '=', 'normal')
    .executeTakeFirst();

/** Products in any of the caller's paid orders: a personal list leaves them out. */
const boughtBy = (db: DbOrTrx, userId: number) =>
  db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('order_items.product_id')
    .where('orders.user_id', '=', userId)
    .where('orders.paytime', 'is not', null);

/** Products on sale, minus what the caller bought when there is a caller. */
const candidates = (db: DbOrTrx, userId: number | undefined) => {
  const query = db.selectFrom('products').where('products.status', '=', 'on');
  return userId ? query.where('products.id', 'not in', boughtBy(db, userId)) : query;
};

/** Products sharing the latest paid orders of productId, the most shared orders first. */
export function boughtTogether(
  db: DbOrTrx,
  productId: number,
  userId: number | undefined,
  limit: number,
): Promise<StockedCardRow[]> {
  // From order_items (product_id, order_id), newest orders first (migration 0020).
  const orderIds = db
    .selectFrom('order_items as mine')
    .innerJoin('orders', 'orders.id', 'mine.order_id')
    .select('mine.order_id')
    .where('mine.product_id', '=', productId)
    .where('orders.paytime', 'is not', null)
    .orderBy('mine.order_id', 'desc')
    .limit(TOGETHER_ORDERS);
  return (
    candidates(db, userId)
      .innerJoin('order_items as other', 'other.product_id', 'products.id')
      .select(STOCKED_CARD_COLUMNS)
      .select((eb) => eb.fn.count<number>('other.order_id').distinct().as('together'))
      .where('other.order_id', 'in', orderIds)
      .where('products.id', '<>', productId)
      // Grouping by the primary key lets the other product columns be selected on PostgreSQL too.
      .groupBy('products.id')
      .orderBy('together', 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/**
 * Products of the category on one side of a price, nearest first: a range scan of
 * products (status, category_id, price, …) from migration 0003.
 */
export const nearbyInCategory = (
  db: DbOrTrx,
  anchor: { id: number; category_id: number; price: number },
  side: 'above' | 'below',
  userId: number | undefined,
  limit: number,
): Promise<StockedCardRow[]> =>
  candidates(db, userId)
    .select(STOCKED_CARD_COLUMNS)
    .where('products.category_id', '=', anchor.category_id)
    .where('products.price', side === 'above' ? '>=' : '<', anchor.price)
    .where('products.id', '<>', anchor.id)
    .orderBy('products.price', side === 'above' ? 'asc' : 'desc')
    .orderBy('products.id', 'asc')
    .limit(limit)
    .execute();

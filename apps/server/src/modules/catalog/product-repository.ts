import type { DbOrTrx } from '../../db';
import { CARD_COLUMNS } from './repository';

/** Product `id` if a shopper may see it: on sale, in an open shop. */
const visibleProduct = (db: DbOrTrx, id: number) =>
  db
    .selectFrom('products')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .where('products.id', '=', id)
    .where('products.status', '=', 'on')
    .where('shops.status', '=', 'normal');

/** Whether a shopper may see product `id` (one indexed lookup, nothing read). */
export const isProductVisible = async (db: DbOrTrx, id: number): Promise<boolean> =>
  !!(await visibleProduct(db, id).select('products.id').executeTakeFirst());

/** A product a shopper may see: on sale, in an open shop. */
export const findVisibleProduct = (db: DbOrTrx, id: number) =>
  visibleProduct(db, id)
    .select([
      ...CARD_COLUMNS,
      'products.images',
      'products.content',
      'products.content_i18n',
      'products.stock',
      'products.freight',
      'products.specs',
      'products.specs_i18n',
      'products.review_count',
      'products.product_score',
      'products.service_score',
      'products.postage_score',
      'products.updatetime',
      'shops.name as shop_name',
      'shops.name_i18n as shop_name_i18n',
      'shops.logo as shop_logo',
      'shops.banner as shop_banner',
      'shops.rating as shop_rating',
      'shops.sales as shop_sales',
    ])
    .executeTakeFirst();

export const productSkus = (db: DbOrTrx, productId: number) =>
  db
    .selectFrom('product_skus')
    .select(['id', 'spec', 'price', 'stock'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();

export async function isFavourite(db: DbOrTrx, userId: number | undefined, productId: number): Promise<boolean> {
  if (!userId) return false;
  const row = await db
    .selectFrom('favourites')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return !!row;
}

export const pageReviews = (db: DbOrTrx, productId: number, limit: number, offset: number) =>
  db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('order_items', 'order_items.id', 'reviews.order_item_id')
    // The SKU bought, to name it in the reader's language (the line's own spec is the buyer's).
    .leftJoin('product_skus', 'product_skus.id', 'order_items.sku_id')
    .select([
      'reviews.id',
      'users.nickname',
      'users.username',
      'users.avatar',
      'reviews.product_score',
      'reviews.service_score',
      'reviews.postage_score',
      'reviews.content',
      'reviews.images',
      'order_items.spec',
      'product_skus.spec as sku_spec',
      'reviews.createtime',
    ])
    .where('reviews.product_id', '=', productId)
    .where('reviews.status', '=', 'normal')
    .orderBy('reviews.createtime', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countReviews(db: DbOrTrx, productId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .where('status', '=', 'normal')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a product exists at all (favourites of an off-sale product can still be removed). */
export const productExists = async (db: DbOrTrx, id: number): Promise<boolean> =>
  !!(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());

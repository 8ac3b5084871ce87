import type { DbOrTrx } from '../../db';
import { SHOP_CARD_COLUMNS, type ShopCardRow } from '../catalog/cards';
import { CARD_COLUMNS, type ProductCardRow } from '../catalog/repository';
import { rememberSkuPrices } from '../notification/favourite-alerts';

/** SQL of follows and favourites; every query is scoped to one user. */

export async function follow(db: DbOrTrx, userId: number, shopId: number, now: number): Promise<void> {
  await db
    .insertInto('follows')
    .values({ user_id: userId, shop_id: shopId, createtime: now })
    .onConflict((oc) => oc.columns(['user_id', 'shop_id']).doNothing())
    .execute();
}

export async function unfollow(db: DbOrTrx, userId: number, shopId: number): Promise<void> {
  await db.deleteFrom('follows').where('user_id', '=', userId).where('shop_id', '=', shopId).execute();
}

/** A new favourite starts its alerts from the price, SKU prices and stock of now (notification/favourite-alerts). */
export async function favourite(db: DbOrTrx, userId: number, productId: number, now: number): Promise<void> {
  await db
    .insertInto('favourites')
    .columns(['user_id', 'product_id', 'alert_price', 'alert_in_stock', 'createtime'])
    .expression((eb) =>
      eb
        .selectFrom('products')
        .select((s) => [
          s.val(userId).as('user_id'),
          'id',
          'price',
          s.case().when('stock', '>', 0).then(1).else(0).end().as('alert_in_stock'),
          s.val(now).as('createtime'),
        ])
        .where('id', '=', productId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
  await rememberSkuPrices(db, productId, userId);
}

export async function unfavourite(db: DbOrTrx, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

const followedShops = (db: DbOrTrx, userId: number) =>
  db
    .selectFrom('follows')
    .innerJoin('shops', 'shops.id', 'follows.shop_id')
    .where('follows.user_id', '=', userId)
    .where('shops.status', '=', 'normal');

export const pageFollowedShops = (db: DbOrTrx, userId: number, limit: number, offset: number): Promise<ShopCardRow[]> =>
  followedShops(db, userId)
    .select(SHOP_CARD_COLUMNS)
    .orderBy('follows.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

const favouriteProducts = (db: DbOrTrx, userId: number) =>
  db
    .selectFrom('favourites')
    .innerJoin('products', 'products.id', 'favourites.product_id')
    .where('favourites.user_id', '=', userId)
    .where('products.status', '=', 'on');

export const pageFavouriteProducts = (
  db: DbOrTrx,
  userId: number,
  limit: number,
  offset: number,
): Promise<ProductCardRow[]> =>
  favouriteProducts(db, userId)
    .select(CARD_COLUMNS)
    .orderBy('favourites.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

// One user's own lists are small: exact counts.
export async function countFollowedShops(db: DbOrTrx, userId: number): Promise<number> {
  const row = await followedShops(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFavouriteProducts(db: DbOrTrx, userId: number): Promise<number> {
  const row = await favouriteProducts(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

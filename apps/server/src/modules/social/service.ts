import type { Lang, Page, PageQuery, ProductCard, ShopCard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { toProductCard } from '../catalog/cards';
import { pickText } from '../../lib/translated-text';
import { findVisibleProduct, productExists } from '../catalog/product-repository';
import { findShop } from '../catalog/shop-repository';
import * as repo from './repository';

/** Follows and favourites: idempotent in effect, unknown ids refused, each user sees only their own. */

async function requireShop(db: DbOrTrx, shopId: number): Promise<void> {
  if (!(await findShop(db, shopId))) throw new BusinessError('catalog.shop_not_found', { field: 'id' });
}

export async function followShop(db: DbOrTrx, userId: number, shopId: number): Promise<void> {
  await requireShop(db, shopId);
  await repo.follow(db, userId, shopId, nowSeconds());
}

export async function unfollowShop(db: DbOrTrx, userId: number, shopId: number): Promise<void> {
  await requireShop(db, shopId);
  await repo.unfollow(db, userId, shopId);
}

export async function favouriteProduct(db: DbOrTrx, userId: number, productId: number): Promise<void> {
  // Only a product a shopper can see can be added…
  if (!(await findVisibleProduct(db, productId))) {
    throw new BusinessError('catalog.product_not_found', { field: 'id' });
  }
  await repo.favourite(db, userId, productId, nowSeconds());
}

export async function unfavouriteProduct(db: DbOrTrx, userId: number, productId: number): Promise<void> {
  // …but one taken off sale can still be removed.
  if (!(await productExists(db, productId))) throw new BusinessError('catalog.product_not_found', { field: 'id' });
  await repo.unfavourite(db, userId, productId);
}

export async function followList(db: DbOrTrx, userId: number, query: PageQuery, lang: Lang): Promise<Page<ShopCard>> {
  const args = pageArgs(query);
  const [rows, total] = await Promise.all([
    repo.pageFollowedShops(db, userId, args.limit, args.offset),
    repo.countFollowedShops(db, userId),
  ]);
  return toPage(
    rows.map(({ name_i18n, ...s }) => ({ ...s, name: pickText(name_i18n, lang, s.name), followed: true })),
    total,
    args,
  );
}

export async function favouriteList(
  db: DbOrTrx,
  userId: number,
  query: PageQuery,
  lang: Lang,
): Promise<Page<ProductCard>> {
  const args = pageArgs(query);
  const [rows, total] = await Promise.all([
    repo.pageFavouriteProducts(db, userId, args.limit, args.offset),
    repo.countFavouriteProducts(db, userId),
  ]);
  return toPage(
    rows.map((r) => toProductCard(r, lang)),
    total,
    args,
  );
}

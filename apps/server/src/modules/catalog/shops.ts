import type { Lang, Page, ProductCard, ShopCard, ShopDetail, ShopListQuery, ShopProductsQuery } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { pageArgs, toPage } from '../../lib/pagination';
import { shopChatStats } from './chat-stats';
import { withFollowed } from './cards';
import type { CatalogCtx } from './context';
import { cachedCount } from './kv-cache';
import * as shopRepo from './shop-repository';
import { filteredProducts } from './product-pages';
import { pickText } from '../../lib/translated-text';

const HOME_SHOPS = 6;

/** The shop street: shops by keyword and sort, `followed` for the signed-in shopper. */
export async function shopList(
  ctx: CatalogCtx,
  query: ShopListQuery,
  lang: Lang,
  userId?: number,
): Promise<Page<ShopCard>> {
  const args = pageArgs(query);
  const keyword = query.keyword?.trim() || undefined;
  const [rows, total] = await Promise.all([
    shopRepo.pageShops(ctx.db, { keyword, sort: query.sort ?? 'default', limit: args.limit, offset: args.offset }),
    cachedCount(ctx.kv, `s:${keyword ?? ''}`, () => shopRepo.countShops(ctx.db, keyword)),
  ]);
  return toPage(await withFollowed(ctx.db, userId, rows, lang), total, args);
}

/** Best-selling shops for the home page. */
export async function hotShopCards(db: DbOrTrx, lang: Lang, userId?: number, limit = HOME_SHOPS): Promise<ShopCard[]> {
  const rows = await shopRepo.pageShops(db, { sort: 'hot', limit, offset: 0 });
  return withFollowed(db, userId, rows, lang);
}

async function requireShop(db: DbOrTrx, id: number) {
  const shop = await shopRepo.findShop(db, id);
  if (!shop) throw new BusinessError('catalog.shop_not_found', { field: 'id' });
  return shop;
}

export async function shopDetail(db: DbOrTrx, id: number, lang: Lang, userId?: number): Promise<ShopDetail> {
  const { description, description_i18n, ...card } = await requireShop(db, id);
  const [[withFollow], counts, chat] = await Promise.all([
    withFollowed(db, userId, [card], lang),
    shopRepo.shopCounts(db, id),
    shopChatStats(db, id),
  ]);
  return {
    ...withFollow!,
    description: pickText(description_i18n, lang, description),
    product_count: counts.products,
    follower_count: counts.followers,
    chat,
  };
}

export async function shopProducts(ctx: CatalogCtx, query: ShopProductsQuery, lang: Lang): Promise<Page<ProductCard>> {
  await requireShop(ctx.db, query.id);
  return filteredProducts(ctx, { shopId: query.id }, query, lang);
}

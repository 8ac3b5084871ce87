import type { Banner, Category, IndexData, Lang, Page, ProductCard, ProductSort } from '@bazaar/contract';
import type { Db } from '../../db';
import { toProductCard } from './cards';
import type { CatalogCtx } from './context';
import { filteredProducts } from './product-pages';
import * as repo from './repository';
import { hotShopCards } from './shops';
import { pickText } from '../../lib/translated-text';

const HOME_LIST_SIZE = 10;

/** Home banners in the reader's language: title, subtitle and picture each fall back to English (their source). */
export async function banners(db: Db, lang: Lang): Promise<Banner[]> {
  const rows = await repo.listBanners(db);
  return rows.map((b) => ({
    id: b.id,
    title: pickText(b.title_i18n, lang, b.title),
    subtitle: pickText(b.subtitle_i18n, lang, b.subtitle),
    image: pickText(b.image_i18n, lang, b.image),
    link: b.link,
  }));
}

export async function categories(db: Db, lang: Lang): Promise<Category[]> {
  const rows = await repo.listCategories(db);
  return rows.map((c) => ({ id: c.id, key: c.key, name: pickText(c.name_i18n, lang, c.name), icon: c.icon }));
}

export interface ProductQuery {
  category_id?: number;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

export const products = (ctx: CatalogCtx, query: ProductQuery, lang: Lang): Promise<Page<ProductCard>> =>
  filteredProducts(ctx, { categoryId: query.category_id }, query, lang);

export const hotProducts = (ctx: CatalogCtx, query: { page?: number; limit?: number }, lang: Lang) =>
  products(ctx, { ...query, sort: 'sales' }, lang);

export async function homePage(ctx: CatalogCtx, lang: Lang, userId?: number): Promise<IndexData> {
  const [bannerList, categoryList, hot, fresh, shops] = await Promise.all([
    banners(ctx.db, lang),
    categories(ctx.db, lang),
    repo.pageProducts(ctx.db, {}, { sort: 'sales', limit: HOME_LIST_SIZE, offset: 0 }),
    repo.pageProducts(ctx.db, {}, { sort: 'new', limit: HOME_LIST_SIZE, offset: 0 }),
    hotShopCards(ctx.db, lang, userId),
  ]);
  return {
    banners: bannerList,
    categories: categoryList,
    hot_products: hot.map((r) => toProductCard(r, lang)),
    new_products: fresh.map((r) => toProductCard(r, lang)),
    hot_shops: shops,
  };
}

import type { Category, IndexData, Lang, Page, ProductCard, ProductSort } from '@bazaar/contract';
import type { Db } from '../../db';
import { toProductCard } from './cards';
import type { CatalogCtx } from './context';
import { filteredProducts } from './product-pages';
import * as repo from './repository';
import { hotShopCards } from './shops';

const HOME_LIST_SIZE = 10;

function localized(json: string, lang: Lang, fallback: string): string {
  try {
    const names = JSON.parse(json) as Record<string, string>;
    return names[lang] || names.en || fallback;
  } catch {
    return fallback;
  }
}

export const banners = (db: Db) => repo.listBanners(db);

export async function categories(db: Db, lang: Lang): Promise<Category[]> {
  const rows = await repo.listCategories(db);
  return rows.map((c) => ({ id: c.id, key: c.key, name: localized(c.name_i18n, lang, c.name), icon: c.icon }));
}

export interface ProductQuery {
  category_id?: number;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

export const products = (ctx: CatalogCtx, query: ProductQuery): Promise<Page<ProductCard>> =>
  filteredProducts(ctx, { categoryId: query.category_id }, query);

export const hotProducts = (ctx: CatalogCtx, query: { page?: number; limit?: number }) =>
  products(ctx, { ...query, sort: 'sales' });

export async function homePage(ctx: CatalogCtx, lang: Lang, userId?: number): Promise<IndexData> {
  const [bannerList, categoryList, hot, fresh, shops] = await Promise.all([
    banners(ctx.db),
    categories(ctx.db, lang),
    repo.pageProducts(ctx.db, {}, { sort: 'sales', limit: HOME_LIST_SIZE, offset: 0 }),
    repo.pageProducts(ctx.db, {}, { sort: 'new', limit: HOME_LIST_SIZE, offset: 0 }),
    hotShopCards(ctx.db, userId),
  ]);
  return {
    banners: bannerList,
    categories: categoryList,
    hot_products: hot.map(toProductCard),
    new_products: fresh.map(toProductCard),
    hot_shops: shops,
  };
}

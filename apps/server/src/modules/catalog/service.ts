import type { Category, IndexData, Lang, Page, ProductCard, ProductSort, ShopCard } from '@bazaar/contract';
import type { Db } from '../../db';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import * as repo from './repository';

const HOME_LIST_SIZE = 10;
const HOME_SHOPS = 6;

function localized(json: string, lang: Lang, fallback: string): string {
  try {
    const names = JSON.parse(json) as Record<string, string>;
    return names[lang] || names.en || fallback;
  } catch {
    return fallback;
  }
}

export function toProductCard(row: repo.ProductCardRow): ProductCard {
  return {
    id: row.id,
    shop_id: row.shop_id,
    title: row.title,
    image: row.image,
    price: formatMoney(row.price),
    market_price: formatMoney(row.market_price),
    sales: row.sales,
    favorable_rate: row.favorable_rate,
  };
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

export async function products(db: Db, query: ProductQuery): Promise<Page<ProductCard>> {
  const args = pageArgs(query);
  const { total, rows } = await repo.pageProducts(db, {
    categoryId: query.category_id,
    sort: query.sort ?? 'default',
    limit: args.limit,
    offset: args.offset,
  });
  return toPage(rows.map(toProductCard), total, args);
}

export const hotProducts = (db: Db, query: { page?: number; limit?: number }) =>
  products(db, { ...query, sort: 'sales' });

/** Shop cards of anonymous reads: `followed` is false until the caller's follows are known. */
export async function hotShopCards(db: Db, limit = HOME_SHOPS): Promise<ShopCard[]> {
  const rows = await repo.hotShops(db, limit);
  return rows.map((s) => ({ ...s, followed: false }));
}

export async function homePage(db: Db, lang: Lang): Promise<IndexData> {
  const [bannerList, categoryList, hot, fresh, shops] = await Promise.all([
    banners(db),
    categories(db, lang),
    products(db, { sort: 'sales', limit: HOME_LIST_SIZE }),
    products(db, { sort: 'new', limit: HOME_LIST_SIZE }),
    hotShopCards(db),
  ]);
  return {
    banners: bannerList,
    categories: categoryList,
    hot_products: hot.data,
    new_products: fresh.data,
    hot_shops: shops,
  };
}

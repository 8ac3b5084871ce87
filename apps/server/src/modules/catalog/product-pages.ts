import type { Lang, Page, ProductCard, ProductSort } from '@bazaar/contract';
import { pageArgs, toPage } from '../../lib/pagination';
import { toProductCard } from './cards';
import type { CatalogCtx } from './context';
import { cachedCount } from './kv-cache';
import * as repo from './repository';

/** The count key of a filter: every field, so two filters never share a total. */
export const filterKey = (f: repo.ProductFilter): string =>
  `p:${f.categoryId ?? ''}:${f.shopId ?? ''}:${f.minPrice ?? ''}:${f.maxPrice ?? ''}`;

/** A sorted page of filtered product cards, with the cached total of the filter. */
export async function filteredProducts(
  ctx: CatalogCtx,
  filter: repo.ProductFilter,
  query: { sort?: ProductSort | undefined; page?: number | undefined; limit?: number | undefined },
  lang: Lang,
): Promise<Page<ProductCard>> {
  const args = pageArgs(query);
  const [rows, total] = await Promise.all([
    repo.pageProducts(ctx.db, filter, { sort: query.sort ?? 'default', limit: args.limit, offset: args.offset }),
    cachedCount(ctx.kv, filterKey(filter), () => repo.countProducts(ctx.db, filter)),
  ]);
  return toPage(
    rows.map((r) => toProductCard(r, lang)),
    total,
    args,
  );
}

import type { Lang, ProductCard, RecommendQuery } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../lib/pagination';
import { toProductCard } from '../catalog/cards';
import * as repo from './recommend-repository';

/** How far apart two prices are, as a ratio (1 = the same), so 10 vs 20 is as far as 100 vs 200. */
const priceDistance = (a: number, b: number): number => Math.max(a, b) / Math.max(1, Math.min(a, b));

/**
 * Bought together first, then similar (same category, nearest price, any shop); each product once,
 * never the product itself, in-stock ones before sold-out ones (each group keeping its order).
 */
export async function recommend(
  db: DbOrTrx,
  query: RecommendQuery,
  lang: Lang,
  userId?: number,
): Promise<ProductCard[]> {
  const limit = Math.min(MAX_LIMIT, query.limit ?? DEFAULT_LIMIT);
  const anchor = await repo.anchorProduct(db, query.id);
  if (!anchor) throw new BusinessError('catalog.product_not_found', { field: 'id' });
  const [together, above, below] = await Promise.all([
    repo.boughtTogether(db, anchor.id, userId, limit),
    repo.nearbyInCategory(db, anchor, 'above', userId, limit),
    repo.nearbyInCategory(db, anchor, 'below', userId, limit),
  ]);
  const similar = [...above, ...below].sort(
    (a, b) => priceDistance(a.price, anchor.price) - priceDistance(b.price, anchor.price) || a.id - b.id,
  );
  const picked = new Map<number, repo.StockedCardRow>();
  for (const row of [...together, ...similar]) if (!picked.has(row.id)) picked.set(row.id, row);
  const rows = [...picked.values()];
  return [...rows.filter((r) => r.stock > 0), ...rows.filter((r) => r.stock <= 0)]
    .slice(0, limit)
    .map((r) => toProductCard(r, lang));
}

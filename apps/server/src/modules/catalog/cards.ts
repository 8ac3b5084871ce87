import type { ProductCard, ShopCard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import type { ProductCardRow } from './repository';

export const SHOP_CARD_COLUMNS = [
  'shops.id',
  'shops.name',
  'shops.logo',
  'shops.banner',
  'shops.rating',
  'shops.sales',
] as const;
export type ShopCardRow = Omit<ShopCard, 'followed'>;

export function toProductCard(row: ProductCardRow): ProductCard {
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

/** The ids among shopIds that the user follows: one query for a whole list (no N+1). */
export async function followedShopIds(
  db: DbOrTrx,
  userId: number | undefined,
  shopIds: number[],
): Promise<Set<number>> {
  if (!userId || !shopIds.length) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('shop_id')
    .where('user_id', '=', userId)
    .where('shop_id', 'in', [...new Set(shopIds)])
    .execute();
  return new Set(rows.map((r) => r.shop_id));
}

/** Shop cards with `followed` for the signed-in shopper (false for anonymous readers). */
export async function withFollowed(db: DbOrTrx, userId: number | undefined, rows: ShopCardRow[]): Promise<ShopCard[]> {
  const followed = await followedShopIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, followed: followed.has(r.id) }));
}

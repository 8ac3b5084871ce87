import type { ShopCard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';

/** Shop cards by id, with `followed` for the signed-in shopper (bag groups and orders show them). */
export async function shopCards(db: DbOrTrx, shopIds: number[], userId: number): Promise<Map<number, ShopCard>> {
  const ids = [...new Set(shopIds)].filter((id) => id > 0);
  if (!ids.length) return new Map();
  const [rows, follows] = await Promise.all([
    db.selectFrom('shops').select(['id', 'name', 'logo', 'banner', 'rating', 'sales']).where('id', 'in', ids).execute(),
    db.selectFrom('follows').select('shop_id').where('user_id', '=', userId).where('shop_id', 'in', ids).execute(),
  ]);
  const followed = new Set(follows.map((f) => f.shop_id));
  return new Map(rows.map((s) => [s.id, { ...s, followed: followed.has(s.id) }]));
}

/** The shop's card from `shopCards`; a shop removed after the sale still shows under its id. */
export function shopCardOf(cards: Map<number, ShopCard>, shopId: number): ShopCard {
  return cards.get(shopId) ?? { id: shopId, name: '', logo: '', banner: '', rating: 0, sales: 0, followed: false };
}

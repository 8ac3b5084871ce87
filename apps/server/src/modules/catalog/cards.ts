import type { Lang, ProductCard, ShopCard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import type { ProductCardRow } from './repository';
import { pickText } from '../../lib/translated-text';

export const SHOP_CARD_COLUMNS = [
  'shops.id',
  'shops.name',
  'shops.name_i18n',
  'shops.logo',
  'shops.banner',
  'shops.rating',
  'shops.sales',
] as const;
/** A shop card's row: name_i18n is read into `name` by withFollowed. */
export type ShopCardRow = Omit<ShopCard, 'followed'> & { name_i18n: string };

/** A product card in the reader's language. */
export function toProductCard(row: ProductCardRow, lang: Lang): ProductCard {
  return {
    id: row.id,
    shop_id: row.shop_id,
    title: pickText(row.title_i18n, lang, row.title),
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

/** Shop cards in the reader's language, with `followed` for the signed-in shopper (false for anonymous readers). */
export async function withFollowed<R extends ShopCardRow>(
  db: DbOrTrx,
  userId: number | undefined,
  rows: R[],
  lang: Lang,
): Promise<(Omit<R, 'name_i18n'> & ShopCard)[]> {
  const followed = await followedShopIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map(({ name_i18n, ...r }) => ({
    ...r,
    name: pickText(name_i18n, lang, r.name),
    followed: followed.has(r.id),
  }));
}

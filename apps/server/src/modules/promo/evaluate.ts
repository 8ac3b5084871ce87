import type { DbOrTrx, PromoCodesTable } from '../../db';
import type { Selectable } from 'kysely';

export type PromoRow = Selectable<PromoCodesTable>;

/** Why a code does not apply; each is also the last part of a `promo.*` message key. */
export type PromoReason =
  'not_found' | 'not_started' | 'expired' | 'wrong_shop' | 'min_spend' | 'used_up' | 'exhausted';

export interface PromoEvaluation {
  promo?: PromoRow;
  reason?: PromoReason;
  /** Total discount in cents (0 when the code does not apply). */
  discount: number;
  /** The discount split over the shops it applies to, in proportion to their goods. */
  byShop: Map<number, number>;
}

/** How many payment batches of this user already used the code. */
export async function usesByUser(db: DbOrTrx, promoId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('promo_code_uses')
    .select((eb) => eb.fn.count<number>('pay_sn').distinct().as('n'))
    .where('promo_code_id', '=', promoId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Splits `total` over shops in proportion to their goods; rounding leftovers go to the largest. */
function split(total: number, goods: { shopId: number; goods: number }[]): Map<number, number> {
  const sum = goods.reduce((s, g) => s + g.goods, 0);
  const result = new Map<number, number>();
  if (!sum) return result;
  let given = 0;
  for (const g of goods) {
    const share = Math.floor((total * g.goods) / sum);
    result.set(g.shopId, share);
    given += share;
  }
  const largest = goods.reduce((a, b) => (b.goods > a.goods ? b : a));
  result.set(largest.shopId, (result.get(largest.shopId) ?? 0) + total - given);
  return result;
}

/**
 * Checks a code against the would-be orders (goods per shop, before freight) and computes
 * the discount. The minimum spend counts the goods of the shops the code is for.
 */
export async function evaluatePromo(
  db: DbOrTrx,
  userId: number,
  code: string,
  shops: { shopId: number; goods: number }[],
  now: number,
): Promise<PromoEvaluation> {
  const none = (reason: PromoReason, promo?: PromoRow): PromoEvaluation => ({
    reason,
    discount: 0,
    byShop: new Map(),
    ...(promo ? { promo } : {}),
  });
  const promo = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!promo || promo.status !== 'normal') return none('not_found');
  if (promo.starttime && now < promo.starttime) return none('not_started', promo);
  if (promo.endtime && now > promo.endtime) return none('expired', promo);
  const eligible = promo.shop_id === null ? shops : shops.filter((s) => s.shopId === promo.shop_id);
  const goods = eligible.reduce((s, g) => s + g.goods, 0);
  if (!eligible.length || !goods) return none('wrong_shop', promo);
  if (goods < promo.min_spend) return none('min_spend', promo);
  if (promo.total_limit > 0 && promo.used_count >= promo.total_limit) return none('exhausted', promo);
  if ((await usesByUser(db, promo.id, userId)) >= promo.per_user_limit) return none('used_up', promo);
  const raw =
    promo.type === 'percent' ? Math.floor((goods * Math.min(100, Math.max(0, promo.percent))) / 100) : promo.amount;
  const discount = Math.min(goods, Math.max(0, raw));
  return { promo, discount, byShop: split(discount, eligible) };
}

import type { DbOrTrx } from '../../db';
import { productRates, shopRating } from './rating-rule';

/** Recomputes a product's review count and rates from its shown reviews (see rating-rule.ts). */
export async function refreshProductRatings(trx: DbOrTrx, productId: number): Promise<void> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('product_score').as('product'),
      eb.fn.sum<number>('service_score').as('service'),
      eb.fn.sum<number>('postage_score').as('postage'),
      eb.fn.sum<number>(eb.case().when('product_score', '>=', 4).then(1).else(0).end()).as('good'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'normal')
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  await trx
    .updateTable('products')
    .set({
      review_count: count,
      ...productRates({
        count,
        good: Number(row.good ?? 0),
        product: Number(row.product ?? 0),
        service: Number(row.service ?? 0),
        postage: Number(row.postage ?? 0),
      }),
    })
    .where('id', '=', productId)
    .execute();
}

/** Recomputes a shop's rating from all its shown reviews (see rating-rule.ts). */
export async function refreshShopRating(trx: DbOrTrx, shopId: number): Promise<void> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb(eb('product_score', '+', eb.ref('service_score')), '+', eb.ref('postage_score'))).as('sum3'),
    ])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'normal')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('shops')
    .set({ rating: shopRating(Number(row.n), Number(row.sum3 ?? 0)) })
    .where('id', '=', shopId)
    .execute();
}

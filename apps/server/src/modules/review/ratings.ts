import type { Trx } from '../../db';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Recomputes a product's review figures from its reviews: average scores (2 decimals),
 * count, and the favourable rate, the percentage (1 decimal) of reviews with a product score
 * of 4 or 5.
 */
export async function refreshProductRatings(trx: Trx, productId: number): Promise<void> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.avg<number>('product_score').as('product'),
      eb.fn.avg<number>('service_score').as('service'),
      eb.fn.avg<number>('postage_score').as('postage'),
      eb.fn.sum<number>(eb.case().when('product_score', '>=', 4).then(1).else(0).end()).as('good'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'normal')
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  if (n === 0) return;
  await trx
    .updateTable('products')
    .set({
      review_count: n,
      product_score: round(Number(row.product), 2),
      service_score: round(Number(row.service), 2),
      postage_score: round(Number(row.postage), 2),
      favorable_rate: round((100 * Number(row.good)) / n, 1),
    })
    .where('id', '=', productId)
    .execute();
}

/** A shop's rating: the average of all three scores over all its reviews, 1 decimal. */
export async function refreshShopRating(trx: Trx, shopId: number): Promise<void> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.avg<number>(eb(eb('product_score', '+', eb.ref('service_score')), '+', eb.ref('postage_score'))).as('sum3'),
    ])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'normal')
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) return;
  await trx
    .updateTable('shops')
    .set({ rating: round(Number(row.sum3) / 3, 1) })
    .where('id', '=', shopId)
    .execute();
}

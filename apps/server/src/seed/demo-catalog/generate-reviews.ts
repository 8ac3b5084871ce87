import { CRITICAL_REVIEW_TEXTS, GOOD_REVIEW_TEXTS, REVIEWER_NAMES } from './data/reviews';
import { Prng } from './prng';
import type { DemoProduct, DemoReview, DemoShop } from './types';

/** At most this many reviews a product: enough for every rate to stand on many reviews. */
const MAX_REVIEWS = 40;

/**
 * How many of a product's buyers reviewed it: none without sales, then growing with the square
 * root of the sales (a hit sold 17,700 times has 34, one sold 30 times has 2), at most 40.
 */
export const reviewCountForSales = (sales: number): number =>
  sales <= 0 ? 0 : Math.min(MAX_REVIEWS, 1 + Math.floor(Math.sqrt(sales) / 4));

const clampScore = (n: number) => Math.min(5, Math.max(1, Math.round(n)));

/**
 * A product's reviews, a pure function of the product and its shop: as many as its sales call
 * for, the share with a product score of 4 or 5 its favourable rate, service and delivery scores
 * around its shop's rating, each for one of its SKUs, written a while after the product was listed.
 */
export function buildDemoReviews(product: DemoProduct, shop: DemoShop): DemoReview[] {
  const rng = new Prng(`reviews:${product.ref}`);
  const count = reviewCountForSales(product.sales);
  const good = Math.round((count * product.favorableRate) / 100);
  // The share of 5s among the good reviews follows the product's score target (3.5-5.0).
  const fives = Math.min(1, Math.max(0, product.productScore - 4));
  return Array.from({ length: count }, (_, i): DemoReview => {
    const isGood = i < good;
    return {
      productRef: product.ref,
      reviewer: rng.int(0, REVIEWER_NAMES.length - 1),
      sku: rng.int(0, product.skus.length - 1),
      productScore: isGood ? (rng.chance(fives) ? 5 : 4) : rng.int(1, 3),
      serviceScore: clampScore(shop.rating + rng.next() * 1.6 - 0.8),
      postageScore: clampScore(shop.rating + rng.next() * 1.6 - 0.8),
      content: isGood ? rng.pick(GOOD_REVIEW_TEXTS) : rng.pick(CRITICAL_REVIEW_TEXTS),
      daysAfterListed: rng.int(1, Math.max(1, product.createdDaysAgo)),
    };
  });
}

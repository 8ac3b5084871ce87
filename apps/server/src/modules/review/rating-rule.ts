/**
 * How review figures become the rates shoppers see, so that one review cannot swing them.
 *
 * Every product and shop starts with PRIOR_REVIEWS imagined reviews at the platform's typical
 * figures (a Bayesian average): a rate is (what the real reviews add up to + PRIOR_REVIEWS × the
 * prior) / (real reviews + PRIOR_REVIEWS). With no review a product shows the prior; with a few
 * the rate moves towards what they say; with many it comes close to their plain average. One
 * good review moves a product without reviews from 90% to 90.9% (not to 100%), and one with 22
 * good reviews out of 24 from 91.2% to 91.4%.
 */
export const PRIOR_REVIEWS = 10;
/** Percent of reviews with a product score of 4 or 5 that the prior counts. */
export const PRIOR_FAVORABLE_RATE = 90;
/** The score (1-5) the prior gives each of the three scores, and so the shop rating. */
export const PRIOR_SCORE = 4.5;

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const withPrior = (sum: number, count: number, prior: number) =>
  (sum + PRIOR_REVIEWS * prior) / (count + PRIOR_REVIEWS);

/** Sums over a product's reviews. */
export interface ProductReviewSums {
  count: number;
  /** Reviews with a product score of 4 or 5. */
  good: number;
  product: number;
  service: number;
  postage: number;
}

/** A product's rates: favourable percent with 1 decimal, scores with 2. */
export function productRates(s: ProductReviewSums) {
  return {
    favorable_rate: round(withPrior(100 * s.good, s.count, PRIOR_FAVORABLE_RATE), 1),
    product_score: round(withPrior(s.product, s.count, PRIOR_SCORE), 2),
    service_score: round(withPrior(s.service, s.count, PRIOR_SCORE), 2),
    postage_score: round(withPrior(s.postage, s.count, PRIOR_SCORE), 2),
  };
}

/**
 * A shop's rating, 1 decimal: each review counts the average of its three scores, over all the
 * shop's reviews, with the prior.
 */
export function shopRating(count: number, sumOfAllThreeScores: number): number {
  return round(withPrior(sumOfAllThreeScores / 3, count, PRIOR_SCORE), 1);
}

/**
 * Deterministic reviews for the large-catalog seed: a pure function of the product index,
 * so two runs give the same data. About ten reviews a product on average.
 */

const PHRASES = [
  'Exactly as described, fast delivery.',
  'Good value for the price.',
  'Quality is fine, packaging could be better.',
  '质量很好，物流很快。',
  '思ったより良かったです。',
  '배송이 빠르고 품질이 좋아요.',
  'สินค้าดี ส่งเร็ว',
  'Hàng đẹp, giao nhanh.',
  'Not what I expected, returned the second one.',
  'Would buy again.',
];

export interface SeedReview {
  /** 0-based reviewer number. */
  reviewer: number;
  product_score: number;
  service_score: number;
  postage_score: number;
  content: string;
  /** Seconds after the product was created. */
  after: number;
}

/** A tiny integer hash: stable across runs and platforms. */
const mix = (a: number, b: number): number => {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
};

/** 1-19 reviews, 10 on average; every 7th product has none (a "no reviews yet" state). */
export const reviewCount = (productIndex: number): number =>
  productIndex % 7 === 0 ? 0 : 1 + (mix(productIndex, 1) % 19) + (productIndex % 7 === 1 ? 10 : 0);

export function reviewsOf(productIndex: number, reviewers: number): SeedReview[] {
  return Array.from({ length: reviewCount(productIndex) }, (_, j) => {
    const h = mix(productIndex, j + 2);
    // Mostly happy shoppers, a few unhappy ones.
    const happy = h % 10 < 8;
    return {
      reviewer: mix(productIndex, j + 100) % reviewers,
      product_score: happy ? 4 + (h % 2) : 1 + (h % 3),
      service_score: happy ? 5 : 2 + (h % 3),
      postage_score: 3 + (h % 3),
      content: PHRASES[h % PHRASES.length]!,
      after: 3_600 * (1 + (h % 2_000)),
    };
  });
}

/** What the product row keeps about its reviews (the review writer keeps them the same way). */
export function reviewAggregates(reviews: SeedReview[]) {
  const n = reviews.length;
  const avg = (pick: (r: SeedReview) => number) =>
    n ? Math.round((reviews.reduce((sum, r) => sum + pick(r), 0) / n) * 10) / 10 : 5;
  return {
    review_count: n,
    product_score: avg((r) => r.product_score),
    service_score: avg((r) => r.service_score),
    postage_score: avg((r) => r.postage_score),
    favorable_rate: n ? Math.round((reviews.filter((r) => r.product_score >= 4).length / n) * 100) : 100,
  };
}

import type { Trx } from '../db';
import { post } from '../modules/ledger';

/** One seeded order behind a review: who paid which shop how much. */
export interface SeededPurchase {
  userId: number;
  shopId: number;
  /** Cents the order cost (goods and freight). */
  total: number;
}

const sumBy = (purchases: SeededPurchase[], key: (p: SeededPurchase) => number) => {
  const sums = new Map<number, number>();
  for (const p of purchases) sums.set(key(p), (sums.get(key(p)) ?? 0) + p.total);
  return sums;
};

/**
 * The money of the seeded completed orders, through the ledger as real orders move it, so the
 * merchants' statements (which count completed orders) match their balances and the ledger check
 * balances: each reviewer deposits and pays what their orders cost, and each shop is settled
 * what its orders took. Summed per reviewer and per shop (72 entries instead of 14,000).
 */
export async function postDemoPurchases(trx: Trx, purchases: SeededPurchase[]): Promise<void> {
  for (const [userId, cents] of sumBy(purchases, (p) => p.userId)) {
    await post(trx, {
      type: 'deposit',
      ref: `user:${userId}`,
      memo: 'Demo reviewer deposit',
      idempotencyKey: `seed:demo-reviewer:${userId}:deposit`,
      postings: [
        { account: { kind: 'external_deposits' }, amount: -cents },
        { account: { kind: 'user_available', ownerId: userId }, amount: cents },
      ],
    });
    await post(trx, {
      type: 'order_pay',
      ref: `user:${userId}`,
      memo: 'Demo reviewer orders',
      idempotencyKey: `seed:demo-reviewer:${userId}:orders`,
      postings: [
        { account: { kind: 'user_available', ownerId: userId }, amount: -cents },
        { account: { kind: 'platform_escrow' }, amount: cents },
      ],
    });
  }
  for (const [shopId, cents] of sumBy(purchases, (p) => p.shopId)) {
    await post(trx, {
      type: 'settlement',
      ref: `shop:${shopId}`,
      memo: 'Demo reviewer orders',
      idempotencyKey: `seed:demo-reviews:${shopId}:settlement`,
      postings: [
        { account: { kind: 'platform_escrow' }, amount: -cents },
        { account: { kind: 'merchant_payable', ownerId: shopId }, amount: cents },
      ],
    });
  }
}

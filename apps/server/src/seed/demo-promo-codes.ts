import type { Trx } from '../db';

/** Two platform-wide codes for trying the checkout; valid from seeding for a year, once per shopper. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', type: 'percent', amount: 0, percent: 10, min_spend: 0 },
  { code: 'SAVE5', type: 'fixed', amount: 500, percent: 0, min_spend: 3_000 },
] as const;

const YEAR = 365 * 86_400;

export async function insertDemoPromoCodes(trx: Trx, now: number): Promise<void> {
  await trx
    .insertInto('promo_codes')
    .values(
      DEMO_PROMO_CODES.map((p) => ({ ...p, starttime: now, endtime: now + YEAR, per_user_limit: 1, createtime: now })),
    )
    .execute();
}

import type { Db } from '../db';
import type { PayCodes } from '../lib/pay-code';
import { hashPassword } from '../lib/password';
import { nowSeconds } from '../lib/time';
import { insertFundedShopper } from './funded-shopper';

/** The order/pay benchmark's shoppers: bench-shopper-<n>@bazaar.test, all with these secrets. */
export const BENCH_SHOPPER = {
  email: (n: number) => `bench-shopper-${n}@bazaar.test`,
  password: 'bench-shopper-pw',
  payPassword: '135790',
  /** 100,000.00 each: enough for every order a benchmark run places. */
  balanceCents: 10_000_000,
} as const;

/**
 * `count` funded shoppers with a payment code, for a benchmark of many shoppers paying at once
 * (one shopper's code is checked at most 5 times at once). The secrets are hashed once and shared
 * (each payment still checks the code in full). Balances come from deposits through the ledger. Shoppers
 * that exist already are kept. Returns how many were added.
 */
export async function seedBenchShoppers(db: Db, payCodes: PayCodes, count: number): Promise<number> {
  const passwordHash = await hashPassword(BENCH_SHOPPER.password);
  const payHash = payCodes.hash(BENCH_SHOPPER.payPassword);
  const now = nowSeconds();
  let added = 0;
  for (let n = 1; n <= count; n++) {
    const email = BENCH_SHOPPER.email(n);
    await db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) return;
      await insertFundedShopper(
        trx,
        {
          username: `bench-shopper-${n}`,
          nickname: `Bench Shopper ${n}`,
          email,
          password_hash: passwordHash,
          pay_password_hash: payHash,
          createtime: now,
          updatetime: now,
        },
        {
          cents: BENCH_SHOPPER.balanceCents,
          memo: 'Benchmark balance',
          idempotencyKey: `seed:bench-shopper:${n}:deposit`,
        },
      );
      added += 1;
    });
  }
  return added;
}

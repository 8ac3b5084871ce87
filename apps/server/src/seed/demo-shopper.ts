import type { Trx } from '../db';
import type { PayCodes } from '../lib/pay-code';
import { hashPassword } from '../lib/password';
import { nowSeconds } from '../lib/time';
import { insertFundedShopper } from './funded-shopper';

export const DEMO_SHOPPER = {
  email: 'demo@bazaar.test',
  username: 'demo',
  password: 'demo1234',
  payPassword: '123456',
  /** 5,000.00 */
  startingBalanceCents: 500_000,
} as const;

/** The demo account, its wallet funded through the ledger like any real deposit. */
export async function insertDemoShopper(trx: Trx, payCodes: PayCodes): Promise<number> {
  const now = nowSeconds();
  return insertFundedShopper(
    trx,
    {
      username: DEMO_SHOPPER.username,
      nickname: 'Demo Shopper',
      email: DEMO_SHOPPER.email,
      mobile: '10000000000',
      family_name: 'Demo',
      given_name: 'Shopper',
      real_name: 'Demo Shopper',
      password_hash: await hashPassword(DEMO_SHOPPER.password),
      pay_password_hash: payCodes.hash(DEMO_SHOPPER.payPassword),
      createtime: now,
      updatetime: now,
    },
    {
      cents: DEMO_SHOPPER.startingBalanceCents,
      memo: 'Demo starting balance',
      idempotencyKey: 'seed:demo-shopper:deposit',
    },
  );
}

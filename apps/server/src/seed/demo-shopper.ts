import type { Trx } from '../db';
import { hashPassword } from '../lib/password';
import { nowSeconds } from '../lib/time';
import { post } from '../modules/ledger';

export const DEMO_SHOPPER = {
  email: 'demo@bazaar.test',
  username: 'demo',
  password: 'demo1234',
  payPassword: '123456',
  /** 5,000.00 */
  startingBalanceCents: 500_000,
} as const;

/** The demo account, its wallet funded through the ledger like any real deposit. */
export async function insertDemoShopper(trx: Trx): Promise<number> {
  const now = nowSeconds();
  const { id } = await trx
    .insertInto('users')
    .values({
      username: DEMO_SHOPPER.username,
      nickname: 'Demo Shopper',
      email: DEMO_SHOPPER.email,
      mobile: '10000000000',
      family_name: 'Demo',
      given_name: 'Shopper',
      real_name: 'Demo Shopper',
      password_hash: await hashPassword(DEMO_SHOPPER.password),
      pay_password_hash: await hashPassword(DEMO_SHOPPER.payPassword),
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await post(trx, {
    type: 'deposit',
    ref: `user:${id}`,
    memo: 'Demo starting balance',
    idempotencyKey: 'seed:demo-shopper:deposit',
    postings: [
      { account: { kind: 'external_deposits' }, amount: -DEMO_SHOPPER.startingBalanceCents },
      { account: { kind: 'user_available', ownerId: id }, amount: DEMO_SHOPPER.startingBalanceCents },
    ],
  });
  return id;
}

import type { Insertable } from 'kysely';
import type { Database, Trx } from '../db';
import { post } from '../modules/ledger';

/**
 * A seeded shopper, its wallet funded through the ledger like any real deposit (so the ledger
 * check balances). Answers the new user's id.
 */
export async function insertFundedShopper(
  trx: Trx,
  user: Insertable<Database['users']>,
  deposit: { cents: number; memo: string; idempotencyKey: string },
): Promise<number> {
  const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  await post(trx, {
    type: 'deposit',
    ref: `user:${id}`,
    memo: deposit.memo,
    idempotencyKey: deposit.idempotencyKey,
    postings: [
      { account: { kind: 'external_deposits' }, amount: -deposit.cents },
      { account: { kind: 'user_available', ownerId: id }, amount: deposit.cents },
    ],
  });
  return id;
}

import { sql } from 'kysely';
import type { Trx } from '../../db';
import { accountId } from '../ledger';

/**
 * Serializes a shopper's wallet writes: touches their available and frozen accounts (in id
 * order, the order post() locks in, so no deadlock with other postings). On PostgreSQL the
 * row locks hold until commit, so checks made after this (daily limit, balance) stay true
 * until the transaction writes; SQLite runs one write transaction at a time anyway.
 */
export async function lockWallet(trx: Trx, userId: number): Promise<void> {
  const ids = [
    await accountId(trx, { kind: 'user_available', ownerId: userId }),
    await accountId(trx, { kind: 'user_frozen', ownerId: userId }),
  ].sort((a, b) => a - b);
  for (const id of ids) {
    await trx
      .updateTable('ledger_accounts')
      .set({ updatetime: sql`updatetime` })
      .where('id', '=', id)
      .execute();
  }
}

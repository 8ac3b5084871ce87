import { sql } from 'kysely';
import type { Trx } from '../../db';
import { accountId } from '../ledger';

/**
 * Serializes a shopper's wallet writes: touches their available and frozen accounts (available
 * first: post() locks accounts by kind, then owner, so no deadlock with other postings). On
 * PostgreSQL the row locks hold until commit, so checks made after this (daily limit, balance)
 * stay true until the transaction writes; SQLite runs one write transaction at a time anyway.
 */
export async function lockWallet(trx: Trx, userId: number): Promise<void> {
  for (const kind of ['user_available', 'user_frozen'] as const) {
    // Created on first use, so there is a row to lock.
    const id = await accountId(trx, { kind, ownerId: userId });
    await trx
      .updateTable('ledger_accounts')
      .set({ updatetime: sql`updatetime` })
      .where('id', '=', id)
      .execute();
  }
}

import { sql } from 'kysely';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { accountId, NON_NEGATIVE_KINDS, type AccountRef } from './accounts';

export interface PostingInput {
  account: AccountRef;
  /** Signed integer cents: positive credits the account, negative debits it. */
  amount: number;
}

export interface LedgerEntry {
  /** e.g. deposit, withdrawal_freeze, withdrawal_payout, order_pay, refund, settlement. */
  type: string;
  /** What the money moved for, e.g. "order:12". */
  ref?: string;
  memo?: string;
  /** A second post with the same key does nothing and returns the first transaction. */
  idempotencyKey?: string;
  postings: PostingInput[];
}

export interface PostedLine {
  accountId: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
}

export interface PostResult {
  transactionId: number;
  /** True when idempotencyKey matched an earlier transaction and nothing was written. */
  replayed: boolean;
  lines: PostedLine[];
}

function assertBalanced(postings: PostingInput[]): void {
  if (postings.length < 2) throw new Error('ledger: a transaction needs at least two postings');
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount)) throw new Error(`ledger: amount ${p.amount} is not integer cents`);
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`ledger: postings sum to ${sum}, not 0`);
  if (postings.every((p) => p.amount === 0)) throw new Error('ledger: every posting is zero');
}

/**
 * Records one balanced transaction INSIDE THE CALLER'S TRANSACTION: the caller's other
 * writes (order status, withdrawal row, …) commit or roll back with it.
 *
 * Balances change by conditional updates (`balance + x >= 0` for non-negative kinds), so
 * two concurrent spends can never overdraw a wallet; a refused debit throws
 * BusinessError('wallet.insufficient_balance') and the caller's transaction rolls back.
 * Accounts are updated in id order so concurrent transactions lock rows in the same order.
 */
export async function post(trx: Trx, entry: LedgerEntry): Promise<PostResult> {
  assertBalanced(entry.postings);
  if (entry.idempotencyKey) {
    const earlier = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', entry.idempotencyKey)
      .executeTakeFirst();
    if (earlier) return { transactionId: earlier.id, replayed: true, lines: [] };
  }
  const now = nowSeconds();
  const { id: transactionId } = await trx
    .insertInto('ledger_transactions')
    .values({
      type: entry.type,
      ref: entry.ref ?? '',
      memo: entry.memo ?? '',
      idempotency_key: entry.idempotencyKey ?? null,
      createtime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const resolved = await Promise.all(
    entry.postings.map(async (p) => ({ ...p, accountId: await accountId(trx, p.account) })),
  );
  resolved.sort((a, b) => a.accountId - b.accountId);

  const lines: PostedLine[] = [];
  for (const p of resolved) {
    let update = trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${p.amount}`, updatetime: now })
      .where('id', '=', p.accountId);
    if (p.amount < 0 && NON_NEGATIVE_KINDS.has(p.account.kind)) {
      update = update.where(sql<boolean>`balance + ${p.amount} >= 0`);
    }
    const row = await update.returning('balance').executeTakeFirst();
    if (!row) throw new BusinessError('wallet.insufficient_balance', { reason: 'insufficient_balance' });
    const line = {
      accountId: p.accountId,
      amount: p.amount,
      balanceBefore: row.balance - p.amount,
      balanceAfter: row.balance,
    };
    await trx
      .insertInto('ledger_postings')
      .values({
        transaction_id: transactionId,
        account_id: line.accountId,
        amount: line.amount,
        balance_before: line.balanceBefore,
        balance_after: line.balanceAfter,
        createtime: now,
      })
      .execute();
    lines.push(line);
  }
  return { transactionId, replayed: false, lines };
}

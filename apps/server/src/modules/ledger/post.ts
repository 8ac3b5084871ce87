import { sql } from 'kysely';
import { preparedQuery, preparedVariants, standInItems, type Db, type LedgerAccountKind, type Trx } from '../../db';
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
  account: AccountRef;
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

/** Accounts are locked in this order, by what they are (kind, then owner), in every transaction. */
const lockOrder = (a: PostingInput, b: PostingInput) =>
  a.account.kind < b.account.kind ? -1 : a.account.kind > b.account.kind ? 1 : ownerOf(a) - ownerOf(b);
const ownerOf = (p: PostingInput) => p.account.ownerId ?? 0;

/**
 * Moves one posting's amount: a single `UPDATE … RETURNING` by the account's kind and owner,
 * conditional (`balance + x >= 0`) for non-negative kinds, so two concurrent spends can never
 * overdraw a wallet. No row means a refused debit or an account never used: the latter is created
 * (accountId) and the update tried once more. Returns the account's id and new balance, or
 * undefined for a refused debit.
 */
async function move(trx: Trx, p: PostingInput, now: number): Promise<{ id: number; balance: number } | undefined> {
  const guarded = p.amount < 0 && NON_NEGATIVE_KINDS.has(p.account.kind);
  const values = { kind: p.account.kind, ownerId: ownerOf(p), amount: p.amount, now };
  const update = async () => (await moveStatement(guarded)(trx, values)).rows[0];
  const row = await update();
  if (row) return row;
  await accountId(trx, p.account);
  return update();
}

/** move's update, with or without the guard that keeps the balance from going below zero. */
const moveStatement = preparedVariants(
  (guarded: boolean) => (db: Db, v: { kind: LedgerAccountKind; ownerId: number; amount: number; now: number }) => {
    let query = db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${v.amount}`, updatetime: v.now })
      .where('kind', '=', v.kind)
      .where('owner_id', '=', v.ownerId);
    if (guarded) query = query.where(sql<boolean>`balance + ${v.amount} >= 0`);
    return query.returning(['id', 'balance']);
  },
);

interface TransactionValues {
  type: string;
  ref: string;
  memo: string;
  idempotencyKey: string | null;
  now: number;
}

/** The transaction row; a repeated idempotency key writes nothing and returns no row. */
const insertTransaction = preparedQuery((db: Db, v: TransactionValues) =>
  db
    .insertInto('ledger_transactions')
    .values({ type: v.type, ref: v.ref, memo: v.memo, idempotency_key: v.idempotencyKey, createtime: v.now })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id'),
);

/** The postings of a transaction in one insert, prepared per number of lines. */
const insertPostings = preparedVariants(
  (count: number) => (db: Db, v: { transactionId: number; now: number; lines: readonly PostedLine[] }) =>
    db.insertInto('ledger_postings').values(
      standInItems(v.lines, count).map((line) => ({
        transaction_id: v.transactionId,
        account_id: line.accountId,
        amount: line.amount,
        balance_before: line.balanceBefore,
        balance_after: line.balanceAfter,
        createtime: v.now,
      })),
    ),
);

/**
 * Records one balanced transaction INSIDE THE CALLER'S TRANSACTION: the caller's other
 * writes (order status, withdrawal row, …) commit or roll back with it.
 *
 * A payment runs this on the hot path, so it costs four statements in the common case: the
 * transaction row (whose unique idempotency key makes a second post write nothing), one update
 * per account, and the postings in one insert. Balances change by conditional updates, so a
 * refused debit throws BusinessError('wallet.insufficient_balance') and the caller's transaction
 * rolls back. Accounts are updated in kind-then-owner order (lockOrder; lockWallet follows it) so
 * concurrent transactions lock rows in the same order and cannot deadlock.
 */
export async function post(trx: Trx, entry: LedgerEntry): Promise<PostResult> {
  assertBalanced(entry.postings);
  const now = nowSeconds();
  const [created] = (
    await insertTransaction(trx, {
      type: entry.type,
      ref: entry.ref ?? '',
      memo: entry.memo ?? '',
      idempotencyKey: entry.idempotencyKey ?? null,
      now,
    })
  ).rows;
  if (!created) {
    // Only a repeated idempotency key conflicts (a null key never does).
    const earlier = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', entry.idempotencyKey!)
      .executeTakeFirstOrThrow();
    return { transactionId: earlier.id, replayed: true, lines: [] };
  }

  const lines: PostedLine[] = [];
  for (const p of [...entry.postings].sort(lockOrder)) {
    const row = await move(trx, p, now);
    if (!row) throw new BusinessError('wallet.insufficient_balance', { reason: 'insufficient_balance' });
    lines.push({
      account: p.account,
      accountId: row.id,
      amount: p.amount,
      balanceBefore: row.balance - p.amount,
      balanceAfter: row.balance,
    });
  }
  await insertPostings(lines.length)(trx, { transactionId: created.id, now, lines });
  return { transactionId: created.id, replayed: false, lines };
}

import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { NON_NEGATIVE_KINDS } from './accounts';
import { checkSettlements } from './check-settlements';

export interface LedgerCheckResult {
  ok: boolean;
  transactions: number;
  accounts: number;
  problems: string[];
}

/**
 * The ledger's invariants, checked from the rows alone:
 * every transaction sums to zero, every balance equals the sum of its postings, every
 * posting's after = before + amount, no non-negative account is below zero, and every order
 * settlement agrees with its order (checkSettlements).
 */
export async function checkLedger(db: DbOrTrx): Promise<LedgerCheckResult> {
  const problems: string[] = [];

  const unbalanced = await db
    .selectFrom('ledger_postings')
    .select(['transaction_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  for (const t of unbalanced) problems.push(`transaction ${t.transaction_id} sums to ${t.total}, not 0`);

  const empty = await db
    .selectFrom('ledger_transactions as t')
    .leftJoin('ledger_postings as p', 'p.transaction_id', 't.id')
    .select('t.id')
    .where('p.id', 'is', null)
    .execute();
  for (const t of empty) problems.push(`transaction ${t.id} has no postings`);

  const drifted = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_postings as p', 'p.account_id', 'a.id')
    .select(['a.id', 'a.kind', 'a.owner_id', 'a.balance', sql<number>`coalesce(sum(p.amount), 0)`.as('posted')])
    .groupBy(['a.id', 'a.kind', 'a.owner_id', 'a.balance'])
    .having(sql`a.balance`, '<>', sql`coalesce(sum(p.amount), 0)`)
    .execute();
  for (const a of drifted) {
    problems.push(`account ${a.id} (${a.kind}/${a.owner_id}) balance ${a.balance} but postings sum to ${a.posted}`);
  }

  const broken = await db
    .selectFrom('ledger_postings')
    .select(['id', 'transaction_id'])
    .where(sql<boolean>`balance_after <> balance_before + amount`)
    .execute();
  for (const p of broken) problems.push(`posting ${p.id} of transaction ${p.transaction_id}: after != before + amount`);

  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'owner_id', 'balance'])
    .where('kind', 'in', [...NON_NEGATIVE_KINDS])
    .where('balance', '<', 0)
    .execute();
  for (const a of negative) problems.push(`account ${a.id} (${a.kind}/${a.owner_id}) is negative: ${a.balance}`);

  problems.push(...(await checkSettlements(db)));

  const count = async (table: 'ledger_transactions' | 'ledger_accounts') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    ok: problems.length === 0,
    transactions: await count('ledger_transactions'),
    accounts: await count('ledger_accounts'),
    problems,
  };
}

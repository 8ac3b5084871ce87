import { sql } from 'kysely';
import type { BillLine, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';

/**
 * user/bill: the postings of the caller's available account (`money`), newest first. Each
 * line carries the balance before and after it, so the lines chain into the balance.
 * `type` filters by ledger transaction type: an exact type (`withdrawal_freeze`) or a
 * family prefix (`withdrawal` matches `withdrawal_freeze` and `withdrawal_unfreeze`).
 */
export async function bill(
  db: DbOrTrx,
  userId: number,
  query: { type?: string; page?: number; limit?: number },
): Promise<Page<BillLine>> {
  const args = pageArgs(query);
  const type = query.type?.trim();
  let base = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .where('a.kind', '=', 'user_available')
    .where('a.owner_id', '=', userId);
  if (type) {
    const family = `${type}_`;
    base = base.where((eb) =>
      eb.or([eb('t.type', '=', type), eb(sql<string>`substr(t.type, 1, ${family.length})`, '=', family)]),
    );
  }
  const rows = await base
    .select(['p.id', 't.type', 'p.amount', 'p.balance_before', 'p.balance_after', 't.memo', 't.ref', 'p.createtime'])
    .orderBy('p.id', 'desc')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return toPage(
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: formatMoney(r.amount),
      before: formatMoney(r.balance_before),
      after: formatMoney(r.balance_after),
      memo: r.memo,
      ref: r.ref,
      createtime: r.createtime,
    })),
    Number(n),
    args,
  );
}

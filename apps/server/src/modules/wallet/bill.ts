import { sql } from 'kysely';
import type { AuditStatus, BillLine, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';

/** The ids of one kind of ref ("withdrawal:12") on a page of lines. */
const idsOf = (refs: string[], kind: string) =>
  refs.flatMap((ref) => (ref.startsWith(`${kind}:`) ? [Number(ref.slice(kind.length + 1))] : []));

/**
 * What a page's refs are now: the audit state of its top-ups and withdrawals (a withdrawal's
 * freeze line reads "held for review" only while it is), and the order of its orders and refunds
 * (so the reference opens that order). Ledger memos are written once and cannot follow.
 */
export async function refStates(db: DbOrTrx, refs: string[]) {
  const states = new Map<string, AuditStatus>();
  const orders = new Map<string, number>();
  const [withdrawals, recharges, refunds] = await Promise.all([
    lookUp(idsOf(refs, 'withdrawal'), (list) =>
      db.selectFrom('withdrawals').select(['id', 'status']).where('id', 'in', list).execute(),
    ),
    lookUp(idsOf(refs, 'recharge'), (list) =>
      db.selectFrom('recharges').select(['id', 'status']).where('id', 'in', list).execute(),
    ),
    lookUp(idsOf(refs, 'refund'), (list) =>
      db.selectFrom('refunds').select(['id', 'order_id']).where('id', 'in', list).execute(),
    ),
  ]);
  for (const w of withdrawals) states.set(`withdrawal:${w.id}`, w.status);
  for (const r of recharges) states.set(`recharge:${r.id}`, r.status);
  for (const r of refunds) orders.set(`refund:${r.id}`, r.order_id);
  for (const id of idsOf(refs, 'order')) orders.set(`order:${id}`, id);
  return { states, orders };
}

/** Runs `query` only when there are ids to look up. */
async function lookUp<T>(list: number[], query: (list: number[]) => Promise<T[]>): Promise<T[]> {
  return list.length ? query(list) : [];
}

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
  const refs = await refStates(
    db,
    rows.map((r) => r.ref),
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: formatMoney(r.amount),
      before: formatMoney(r.balance_before),
      after: formatMoney(r.balance_after),
      memo: r.memo,
      ref: r.ref,
      state: refs.states.get(r.ref) ?? null,
      order_id: refs.orders.get(r.ref) ?? null,
      createtime: r.createtime,
    })),
    Number(n),
    args,
  );
}

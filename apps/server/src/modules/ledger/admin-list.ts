import type { AdminLedgerListQuery, AdminLedgerPosting, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { assertShopAccess, type AdminIdentity } from '../../plugins/admin-auth';
import { col, likeText, tableOrder } from '../../lib/table-query';

/**
 * The ledger postings an operator's table shows, filtered (not yet sorted or paged). An admin
 * reads every account, by `kind` and `owner_id` (`shop_id`: that shop's payable account); a
 * merchant only its own shop's payable account, whatever it asks. `keyword`: a reference
 * ("order:12") or part of the memo; `status` is not used. ledger/list and ledger/export share it.
 */
export function adminLedgerRows(db: DbOrTrx, admin: AdminIdentity, query: AdminLedgerListQuery) {
  let base = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select([
      'p.id',
      'p.transaction_id',
      't.type',
      't.ref',
      't.memo',
      'a.kind',
      'a.owner_id',
      'p.amount',
      'p.balance_after',
      'p.createtime',
    ]);
  if (query.shop_id !== undefined) assertShopAccess(admin, query.shop_id);
  if (admin.role !== 'admin') {
    base = base.where('a.kind', '=', 'merchant_payable').where('a.owner_id', '=', admin.shopId ?? -1);
  } else if (query.shop_id !== undefined) {
    base = base.where('a.kind', '=', 'merchant_payable').where('a.owner_id', '=', query.shop_id);
  } else {
    if (query.kind) base = base.where('a.kind', '=', query.kind);
    if (query.owner_id !== undefined) base = base.where('a.owner_id', '=', query.owner_id);
  }
  const text = likeText(query.keyword);
  if (text) {
    const keyword = `%${text}%`;
    base = base.where((eb) =>
      eb.or([eb(eb.fn('lower', ['t.ref']), 'like', keyword), eb(eb.fn('lower', ['t.memo']), 'like', keyword)]),
    );
  }
  if (query.start !== undefined) base = base.where('p.createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('p.createtime', '<', query.end);
  return base;
}

const SORTS = { amount: col('p.amount') };

/** ledger/list: postings newest first unless sorted by amount. */
export async function adminLedgerList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminLedgerListQuery,
): Promise<Page<AdminLedgerPosting>> {
  const args = pageArgs(query);
  const base = adminLedgerRows(db, admin, query);
  let rowsQuery = base.limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('p.id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      transaction_id: r.transaction_id,
      type: r.type,
      ref: r.ref,
      memo: r.memo,
      account_kind: r.kind,
      owner_id: r.owner_id,
      amount: formatMoney(r.amount),
      balance_after: formatMoney(r.balance_after),
      createtime: r.createtime,
    })),
    Number(count.n),
    args,
  );
}

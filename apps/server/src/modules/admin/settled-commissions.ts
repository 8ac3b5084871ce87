import type { DbOrTrx, LedgerAccountKind } from '../../db';

/**
 * What each order's settlement posted to a platform account, in cents, by order id (orders settled
 * without one, or not settled, are absent): `commission_revenue` (the commission, a credit) or
 * `voucher_subsidy` (what the platform's vouchers cost it, a debit). In chunks, so the IN list stays
 * inside every driver's parameter limit.
 */
export async function settledPostings(
  db: DbOrTrx,
  orderIds: readonly number[],
  kind: LedgerAccountKind = 'commission_revenue',
): Promise<Map<number, number>> {
  const byOrder = new Map<number, number>();
  for (let i = 0; i < orderIds.length; i += 500) {
    const keys = orderIds.slice(i, i + 500).map((id) => `order_settle:${id}`);
    const rows = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_postings as p', 'p.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['t.idempotency_key', 'p.amount'])
      .where('t.idempotency_key', 'in', keys)
      .where('a.kind', '=', kind)
      .execute();
    for (const row of rows) byOrder.set(Number(row.idempotency_key!.slice('order_settle:'.length)), Number(row.amount));
  }
  return byOrder;
}

import type { DbOrTrx } from '../../db';

/**
 * The commission each order's settlement posted to the platform's revenue account, in cents, by
 * order id (orders settled without one, or not settled, are absent). In chunks, so the IN list
 * stays inside every driver's parameter limit.
 */
export async function settledCommissions(db: DbOrTrx, orderIds: readonly number[]): Promise<Map<number, number>> {
  const byOrder = new Map<number, number>();
  for (let i = 0; i < orderIds.length; i += 500) {
    const keys = orderIds.slice(i, i + 500).map((id) => `order_settle:${id}`);
    const rows = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_postings as p', 'p.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['t.idempotency_key', 'p.amount'])
      .where('t.idempotency_key', 'in', keys)
      .where('a.kind', '=', 'commission_revenue')
      .execute();
    for (const row of rows) byOrder.set(Number(row.idempotency_key!.slice('order_settle:'.length)), Number(row.amount));
  }
  return byOrder;
}

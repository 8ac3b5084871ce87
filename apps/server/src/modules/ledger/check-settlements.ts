import type { DbOrTrx } from '../../db';

const PAY = 'order_pay:';
const SETTLE = 'order_settle:';

interface Settled {
  escrow: number;
  shop: number;
  shopId: number | null;
  commission: number;
  /** What the platform's vouchers cost it on this order (voucher_subsidy, a debit). */
  subsidy: number;
  other: number;
}

/** Each order settlement's postings, summed per kind of account, by order id. */
async function settledOrders(db: DbOrTrx): Promise<Map<number, Settled>> {
  const rows = await db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_postings as p', 'p.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['t.idempotency_key', 'a.kind', 'a.owner_id', 'p.amount'])
    .where('t.idempotency_key', 'like', `${SETTLE}%`)
    .execute();
  const byOrder = new Map<number, Settled>();
  for (const row of rows) {
    const orderId = Number(row.idempotency_key!.slice(SETTLE.length));
    const s = byOrder.get(orderId) ?? { escrow: 0, shop: 0, shopId: null, commission: 0, subsidy: 0, other: 0 };
    const amount = Number(row.amount);
    if (row.kind === 'platform_escrow') s.escrow += amount;
    else if (row.kind === 'commission_revenue') s.commission += amount;
    else if (row.kind === 'voucher_subsidy') s.subsidy += amount;
    else if (row.kind === 'merchant_payable') {
      s.shop += amount;
      s.shopId = row.owner_id;
    } else s.other += amount;
    byOrder.set(orderId, s);
  }
  return byOrder;
}

/** Ids of the orders paid through the ledger. */
async function paidOrders(db: DbOrTrx): Promise<Set<number>> {
  const rows = await db
    .selectFrom('ledger_transactions')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `${PAY}%`)
    .execute();
  return new Set(rows.map((r) => Number(r.idempotency_key!.slice(PAY.length))));
}

/** What the platform's vouchers (platform and shipping) took off each of these orders, in cents. */
async function platformVoucherCosts(db: DbOrTrx, orderIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_vouchers')
    .select(['order_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .where('order_id', 'in', orderIds)
    .where('scope', 'in', ['platform', 'shipping'])
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.sum)]));
}

/**
 * Settlements against the orders they settle. A paid order that ended (completed, or refunded)
 * left escrow for exactly what it cost less what was refunded to the shopper, to its own shop
 * and the platform's commission account only, with no negative part, the platform adding at most
 * what its vouchers took off the order (voucher_subsidy); an order still under way,
 * or never paid, is not settled. The settlement statement reads its fee and net from these same
 * postings, so this also checks the statement against the ledger.
 */
export async function checkSettlements(db: DbOrTrx): Promise<string[]> {
  const problems: string[] = [];
  const settled = await settledOrders(db);
  const paid = await paidOrders(db);
  const ids = [...new Set([...paid, ...settled.keys()])];
  const seen = new Set<number>();
  // In chunks, so the IN list stays inside every driver's parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const orders = await db
      .selectFrom('orders as o')
      .leftJoin('order_items as i', 'i.order_id', 'o.id')
      .select([
        'o.id',
        'o.status',
        'o.shop_id',
        'o.total',
        'o.paytime',
        (eb) => eb.fn.sum<number>('i.refunded_amount').as('refunded'),
      ])
      .where('o.id', 'in', ids.slice(i, i + 500))
      .groupBy(['o.id', 'o.status', 'o.shop_id', 'o.total', 'o.paytime'])
      .execute();
    const costs = await platformVoucherCosts(db, ids.slice(i, i + 500));
    for (const order of orders) {
      seen.add(order.id);
      const s = settled.get(order.id);
      const ended = order.status === 'completed' || order.status === 'refunded';
      // An order its vouchers paid in full costs the shopper nothing: paid without an order_pay line.
      if (order.total === 0 && order.paytime) paid.add(order.id);
      if (!ended || !paid.has(order.id)) {
        if (s)
          problems.push(
            `order ${order.id} is ${order.status}${paid.has(order.id) ? '' : ', never paid,'} but was settled`,
          );
        continue;
      }
      const due = order.total - Number(order.refunded ?? 0);
      const left = s ? -s.escrow : 0;
      if (left !== due) problems.push(`order ${order.id} settled ${left} from escrow, but ${due} is due`);
      if (!s) continue;
      if (s.other !== 0 || (s.shopId !== null && s.shopId !== order.shop_id)) {
        problems.push(`order ${order.id}'s settlement pays an account other than its shop and the commission`);
      }
      if (s.shop < 0 || s.commission < 0) problems.push(`order ${order.id}'s settlement has a negative share`);
      if (s.subsidy > 0 || -s.subsidy > (costs.get(order.id) ?? 0)) {
        problems.push(
          `order ${order.id}'s settlement takes ${-s.subsidy} of voucher subsidy, more than its vouchers took`,
        );
      }
    }
  }
  for (const orderId of settled.keys()) {
    if (!seen.has(orderId)) problems.push(`settlement of order ${orderId}, which does not exist`);
  }
  return problems;
}

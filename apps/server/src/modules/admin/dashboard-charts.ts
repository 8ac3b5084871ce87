import { ORDER_STATUSES, type DashboardCharts, type OrderStatus } from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { addDays, isoDate, zonedDate, zonedMidnight } from '../../lib/time-zone';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';

export const CHART_DAYS = 30;
const TOP = 5;
/**
 * Paid orders are summed per quarter hour in SQL and the quarters laid onto the zone's days here:
 * every zone's midnight falls on a quarter hour, and the same SQL runs on SQLite and PostgreSQL
 * (no time-zone functions, which they do not share).
 */
const QUARTER = 900;

const money = (cents: number) => ({ text: formatMoney(cents), cents });

/**
 * The dashboard's charts over the last 30 days of the platform's calendar (today included): per
 * day the orders paid and their sales (what shoppers paid, `total`, whatever became of the order
 * later), the orders in each status now, the top products (by the items' price × quantity) and
 * shops of those paid orders, and the money the wallet audits hold (admins only). A merchant's
 * are its own shop's.
 */
export async function dashboardCharts(
  db: DbOrTrx,
  admin: AdminIdentity,
  timeZone: string,
  now: number,
): Promise<DashboardCharts> {
  const today = zonedDate(timeZone, now);
  const dates = Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - CHART_DAYS + 1));
  const starts = dates.map((d) => zonedMidnight(timeZone, d));
  const from = starts[0]!;
  const to = zonedMidnight(timeZone, addDays(today, 1));
  const shopId = shopScope(admin);
  const mine = shopId !== undefined;
  const orders = db.selectFrom('orders').$if(mine, (q) => q.where('shop_id', '=', shopId!));
  // Literals, not parameters: PostgreSQL matches GROUP BY to the select list by its text.
  const quarter = sql<number>`(paytime - ${sql.lit(from)}) / ${sql.lit(QUARTER)}`;
  const paid = orders.where('paytime', '>=', from).where('paytime', '<', to);
  const [quarters, statuses, products, shops] = await Promise.all([
    paid
      .select((eb) => [quarter.as('quarter'), eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('sales')])
      .groupBy(quarter)
      .execute(),
    orders
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .where('o.paytime', '>=', from)
      .where('o.paytime', '<', to)
      .$if(mine, (q) => q.where('o.shop_id', '=', shopId!))
      .select((eb) => [
        'i.product_id',
        eb.fn.max('i.title').as('title'),
        eb.fn.sum<number>('i.quantity').as('quantity'),
        eb.fn.sum<number>(sql`i.price * i.quantity`).as('sales'),
      ])
      .groupBy('i.product_id')
      .orderBy('sales', 'desc')
      .orderBy('i.product_id', 'asc')
      .limit(TOP)
      .execute(),
    paid
      .select((eb) => ['shop_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('sales')])
      .groupBy('shop_id')
      .orderBy('sales', 'desc')
      .orderBy('shop_id', 'asc')
      .limit(TOP)
      .execute(),
  ]);

  const perDay = dates.map(() => ({ n: 0, sales: 0 }));
  for (const q of quarters) {
    const at = from + Number(q.quarter) * QUARTER;
    let day = CHART_DAYS - 1;
    while (day > 0 && starts[day]! > at) day -= 1;
    perDay[day]!.n += Number(q.n);
    perDay[day]!.sales += Number(q.sales ?? 0);
  }
  const counts = new Map(statuses.map((s) => [s.status as OrderStatus, Number(s.n)]));
  const names = shops.length
    ? await db
        .selectFrom('shops')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          shops.map((s) => s.shop_id),
        )
        .execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));

  return {
    time_zone: timeZone,
    days: dates.map((date, i) => {
      const sales = money(perDay[i]!.sales);
      return {
        date: isoDate(date),
        start: starts[i]!,
        paid_orders: perDay[i]!.n,
        sales: sales.text,
        sales_cents: sales.cents,
      };
    }),
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    top_products: products.map((p) => {
      const sales = money(Number(p.sales ?? 0));
      return {
        product_id: p.product_id,
        title: String(p.title ?? ''),
        quantity: Number(p.quantity ?? 0),
        sales: sales.text,
        sales_cents: sales.cents,
      };
    }),
    top_shops: shops.map((s) => {
      const sales = money(Number(s.sales ?? 0));
      return {
        shop_id: s.shop_id,
        shop_name: nameOf.get(s.shop_id) ?? '',
        paid_orders: Number(s.n),
        sales: sales.text,
        sales_cents: sales.cents,
      };
    }),
    awaiting_audit: admin.role === 'admin' ? await awaitingAudit(db) : null,
  };
}

async function awaitingAudit(db: DbOrTrx): Promise<NonNullable<DashboardCharts['awaiting_audit']>> {
  const queue = (table: 'recharges' | 'withdrawals') =>
    db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('sum')])
      .where('status', '=', 'auditing')
      .executeTakeFirstOrThrow();
  const [recharges, withdrawals] = await Promise.all([queue('recharges'), queue('withdrawals')]);
  const r = money(Number(recharges.sum ?? 0));
  const w = money(Number(withdrawals.sum ?? 0));
  return {
    recharges: Number(recharges.n),
    recharge_amount: r.text,
    recharge_cents: r.cents,
    withdrawals: Number(withdrawals.n),
    withdrawal_amount: w.text,
    withdrawal_cents: w.cents,
  };
}

import { ORDER_STATUSES } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { addDays, isoDate, isoMonth, zonedDate, zonedMidnight } from '../../../src/lib/time-zone';
import { paidOrder } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { productId } from '../../helpers/orders';
import { createShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

/** UTC+7 all year: its midnight is 17:00 UTC, so "yesterday" there is often today in UTC. */
const ZONE = 'Asia/Bangkok';

let server: TestServer;
let admin: { token: string };
let betaMerchant: { token: string };
let betaShop: number;
let alphaShop: number;
let p2: number;
let p3: number;
const today = () => zonedDate(ZONE, nowSeconds());
const midnight = (days = 0) => zonedMidnight(ZONE, addDays(today(), days));

const get = (path: string, token = admin.token) => server.request(path, { headers: { token } });
const setOrder = (id: number, values: { paytime?: number; status?: 'completed'; completetime?: number }) =>
  server.app.db.updateTable('orders').set(values).where('id', '=', id).execute();

beforeAll(async () => {
  server = await startServer({ config: { platformTimeZone: ZONE } });
  admin = await createAdmin(server.app);
  const shop = async (name: string) =>
    (await server.app.db.selectFrom('shops').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  betaShop = await shop('Beta Shop');
  alphaShop = await shop('Alpha Shop');
  betaMerchant = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
  [p2, p3] = await Promise.all([productId(server.app, 2), productId(server.app, 3)]);
  const shopper = await createShopper(server.app, { balanceCents: 200_000 });
  const order = (product: number, quantity: number) => paidOrder(server, shopper, [{ product_id: product, quantity }]);
  // Beta (product 2, 12.50): two today, one a second before the zone's midnight (yesterday there),
  // one 40 days ago (outside the chart). Alpha (product 3, 3.99): one today.
  const [b1, b2, b3, b4, a1] = [
    await order(p2, 2),
    await order(p2, 1),
    await order(p2, 1),
    await order(p2, 3),
    await order(p3, 1),
  ];
  await setOrder(b1!, { paytime: midnight() + 1 });
  await setOrder(b2!, { paytime: midnight() + 60 });
  await setOrder(b3!, { paytime: midnight() - 1 });
  await setOrder(b4!, { paytime: midnight(-40) });
  await setOrder(a1!, { paytime: midnight() + 120 });
  const now = nowSeconds();
  await server.app.db
    .insertInto('recharges')
    .values({
      user_id: shopper.id,
      type: 'manual',
      amount: 1_234,
      status: 'auditing',
      audit_remark: '',
      createtime: now,
    })
    .execute();
});
afterAll(() => server.close());

const totalOf = async (id: number) =>
  (await server.app.db.selectFrom('orders').select('total').where('id', '=', id).executeTakeFirstOrThrow()).total;

describe('dashboard/charts', () => {
  it('needs an operator token', async () => {
    expect((await server.request('/api/admin/dashboard/charts')).status).toBe(401);
  });

  it('counts paid orders and sales per day of the platform’s zone, 30 days zero-filled', async () => {
    const { body } = await get('/api/admin/dashboard/charts');
    expect(body.code).toBe(1);
    const charts = body.data;
    expect(charts.time_zone).toBe(ZONE);
    expect(charts.days).toHaveLength(30);
    expect(charts.days.at(-1).date).toBe(isoDate(today()));
    expect(charts.days.at(-1).start).toBe(midnight());
    expect(charts.days[0].date).toBe(isoDate(addDays(today(), -29)));
    const orders = await server.app.db.selectFrom('orders').select(['id', 'paytime', 'total']).execute();
    const sumBetween = (from: number, to: number) =>
      orders.filter((o) => o.paytime! >= from && o.paytime! < to).reduce((s, o) => s + o.total, 0);
    const last = charts.days.at(-1);
    expect(last.paid_orders).toBe(3);
    expect(last.sales_cents).toBe(sumBetween(midnight(), midnight(1)));
    expect(last.sales).toBe((last.sales_cents / 100).toFixed(2));
    const yesterday = charts.days.at(-2);
    expect(yesterday).toMatchObject({ paid_orders: 1, sales_cents: sumBetween(midnight(-1), midnight()) });
    // Every other day is there with zeros; the order of 40 days ago is in none.
    for (const day of charts.days.slice(0, -2))
      expect(day).toMatchObject({ paid_orders: 0, sales: '0.00', sales_cents: 0 });
  });

  it('lists every order status, the top products and shops, and the money waiting for audit', async () => {
    const charts = (await get('/api/admin/dashboard/charts')).body.data;
    expect(charts.orders_by_status.map((s: { status: string }) => s.status)).toEqual([...ORDER_STATUSES]);
    expect(charts.orders_by_status.find((s: { status: string }) => s.status === 'waiting_deliver').count).toBe(5);
    expect(charts.top_products).toEqual([
      { product_id: p2, title: 'Product 2', quantity: 4, sales: '50.00', sales_cents: 5_000 },
      { product_id: p3, title: 'Product 3', quantity: 1, sales: '3.99', sales_cents: 399 },
    ]);
    expect(charts.top_shops.map((s: { shop_id: number; paid_orders: number }) => [s.shop_id, s.paid_orders])).toEqual([
      [betaShop, 3],
      [alphaShop, 1],
    ]);
    expect(charts.top_shops[0].shop_name).toBe('Beta Shop');
    expect(charts.awaiting_audit).toEqual({
      recharges: 1,
      recharge_amount: '12.34',
      recharge_cents: 1_234,
      withdrawals: 0,
      withdrawal_amount: '0.00',
      withdrawal_cents: 0,
    });
  });

  it('gives a merchant its own shop’s numbers and no wallet queues', async () => {
    const charts = (await get('/api/admin/dashboard/charts', betaMerchant.token)).body.data;
    expect(charts.days.at(-1).paid_orders).toBe(2);
    expect(charts.top_products.map((p: { product_id: number }) => p.product_id)).toEqual([p2]);
    expect(charts.top_shops.map((s: { shop_id: number }) => s.shop_id)).toEqual([betaShop]);
    expect(charts.orders_by_status.find((s: { status: string }) => s.status === 'waiting_deliver').count).toBe(4);
    expect(charts.awaiting_audit).toBeNull();
  });

  it('counts "today" on the dashboard from the zone’s midnight too', async () => {
    const dashboard = (await get('/api/admin/dashboard')).body.data;
    expect(dashboard.today_orders).toBe(3);
  });
});

describe('settlement/monthly', () => {
  it('sums each calendar month’s settled orders, newest month first; a merchant its own shop', async () => {
    const [thisMonth, lastMonth, alpha] = await server.app.db
      .selectFrom('orders')
      .select(['id', 'shop_id'])
      .orderBy('id', 'asc')
      .execute()
      .then((rows) => [rows[0]!.id, rows[1]!.id, rows.find((r) => r.shop_id === alphaShop)!.id]);
    const firstOfMonth = zonedMidnight(ZONE, { ...today(), day: 1 });
    await setOrder(thisMonth!, { status: 'completed', completetime: firstOfMonth });
    await setOrder(lastMonth!, { status: 'completed', completetime: firstOfMonth - 1 });
    await setOrder(alpha!, { status: 'completed', completetime: firstOfMonth + 5 });

    const { body } = await get('/api/admin/settlement/monthly?months=3');
    expect(body.data.time_zone).toBe(ZONE);
    expect(body.data.shop_id).toBeNull();
    const months = body.data.months;
    expect(months.map((m: { month: string }) => m.month)).toEqual([
      isoMonth(today()),
      isoMonth(zonedDate(ZONE, firstOfMonth - 1)),
      isoMonth(zonedDate(ZONE, zonedMidnight(ZONE, { ...today(), month: today().month - 1, day: 1 }) - 1)),
    ]);
    expect(months[0]).toMatchObject({ start: firstOfMonth, orders: 2 });
    expect(months[0].net_cents).toBe((await totalOf(thisMonth!)) + (await totalOf(alpha!)));
    expect(months[1]).toMatchObject({
      end: firstOfMonth,
      orders: 1,
      gross: ((await totalOf(lastMonth!)) / 100).toFixed(2),
    });
    expect(months[2]).toMatchObject({ orders: 0, net: '0.00', net_cents: 0 });

    const mine = (await get('/api/admin/settlement/monthly?months=1', betaMerchant.token)).body.data;
    expect(mine).toMatchObject({ shop_id: betaShop, months: [{ orders: 1, net_cents: await totalOf(thisMonth!) }] });
    const other = await get(`/api/admin/settlement/monthly?shop_id=${alphaShop}`, betaMerchant.token);
    expect(other.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@bazaar/contract';
import { ORDER_STATUSES } from '@bazaar/contract';
import { balanceOf } from '../../../src/modules/ledger';
import { DEFAULT_COMMISSION_BP } from '../../../src/modules/order/settings';
import { splitFee } from '../../../src/modules/wallet/fees';
import { completeOrder, maybeCompleteOrder } from '../../../src/modules/order/lifecycle';
import { transition, type OrderEvent } from '../../../src/modules/order/transitions';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { createAdmin } from '../../helpers/admins';
import {
  addAddress,
  expectLedgerOk,
  getAs,
  placeOrder,
  postAs,
  productId,
  skuId,
  statusOf,
  stockOf,
} from '../../helpers/orders';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let p2: number; // Beta Shop 12.50
let p3: number; // Alpha Shop 3.99
let admin: { token: string };

beforeAll(async () => {
  server = await startServer();
  [p2, p3] = await Promise.all([productId(server.app, 2), productId(server.app, 3)]);
  admin = await createAdmin(server.app);
});
afterAll(() => server.close());

async function paidOrder(s: TestShopper, product = p2): Promise<number> {
  const order = await placeOrder(server, s, [{ product_id: product, quantity: 1 }], await addAddress(server.app, s.id));
  const paid = await postAs(server, s, '/api/order/pay', { pay_sn: order.pay_sn, paypwd: '123456' });
  expect(paid.body.code).toBe(1);
  return order.order_ids[0]!;
}

const ship = (id: number, token = admin.token) =>
  server.request('/api/admin/order/ship', {
    method: 'POST',
    headers: { token, 'Idempotency-Key': randomUUID() },
    json: { id, company: 'Kerry', number: 'KE123' },
  });

const snapshot = (id: number) =>
  server.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('order lists and detail', () => {
  it('lists the caller’s orders by status (or all), newest first, in the contract’s shape', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const other = await createShopper(server.app, { balanceCents: 10_000 });
    const unpaid = await placeOrder(server, s, [{ product_id: p3, quantity: 2 }], await addAddress(server.app, s.id));
    const paid = await paidOrder(s);
    await paidOrder(other);

    const all = (await getAs(server, s, '/api/user/order_list?status=all')).body.data;
    expect(all).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    expect(all.data.map((o: { id: number }) => o.id)).toEqual([paid, unpaid.order_ids[0]]);
    const waiting = (await getAs(server, s, '/api/user/order_list?status=waiting_pay')).body.data;
    expect(waiting.data).toHaveLength(1);
    const order = waiting.data[0];
    expect(Object.keys(order).sort()).toEqual(
      [
        'id',
        'order_sn',
        'pay_sn',
        'status',
        'shop',
        'items',
        'goods_amount',
        'freight',
        'discount',
        'total',
        'createtime',
        'paytime',
        'shiptime',
        'receivetime',
        'express',
      ].sort(),
    );
    expect(order).toMatchObject({
      status: 'waiting_pay',
      shop: { name: 'Alpha Shop', followed: false },
      items: [{ product_id: p3, sku_id: null, title: 'Product 3', price: '3.99', quantity: 2, reviewed: false }],
      goods_amount: '7.98',
      freight: '0.00',
      discount: '0.00',
      total: '7.98',
      paytime: null,
      express: null,
    });
    const page2 = (await getAs(server, s, '/api/user/order_list?limit=1&page=2')).body.data;
    expect(page2).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(page2.data[0].id).toBe(unpaid.order_ids[0]);
    expect((await getAs(server, s, '/api/user/order_list?status=shipped')).body.code).toBe(0);
  });

  it('shows the detail with logistics and address, and only to its owner', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await paidOrder(s);
    expect((await ship(id)).body.code).toBe(1);
    const line = await server.request('/api/admin/order/logistics', {
      method: 'POST',
      headers: { token: admin.token },
      json: { id, text: 'Arrived at Bangkok hub' },
    });
    expect(line.body.code).toBe(1);
    const detail = (await getAs(server, s, `/api/order/detail?id=${id}`)).body.data;
    expect(detail).toMatchObject({
      status: 'delivered',
      express: { company: 'Kerry', number: 'KE123' },
      address: { name: 'Ann Lee', area: 'Bangkok' },
    });
    expect(detail.shiptime).toBeGreaterThan(0);
    expect(detail.logistics.map((l: { text: string }) => l.text)).toEqual([
      'Arrived at Bangkok hub',
      'Shipped by Kerry, tracking number KE123',
    ]);
    // The server's own line is read in the reader's language (the one typed stays as typed).
    const zh = await server.request(`/api/order/detail?id=${id}&lang=zh-cn`, { headers: { token: s.token } });
    expect(zh.body.data.logistics.map((l: { text: string }) => l.text)).toEqual([
      'Arrived at Bangkok hub',
      '已由 Kerry 发货，运单号 KE123',
    ]);
    const operator = await server.request(`/api/admin/order/detail?id=${id}&lang=ja`, {
      headers: { token: admin.token },
    });
    expect(operator.body.data.logistics[1].text).toBe('Kerry より発送しました。追跡番号 KE123');
    const other = await createShopper(server.app);
    expect((await getAs(server, other, `/api/order/detail?id=${id}`)).body).toMatchObject({
      code: 0,
      data: { reason: 'record_not_found' },
    });
  });
});

describe('cancel and confirm', () => {
  it('cancels an unpaid order and gives its stock back; a second cancel changes nothing', async () => {
    const s = await createShopper(server.app);
    const before = await stockOf(server.app, p3);
    const { order_ids } = await placeOrder(
      server,
      s,
      [{ product_id: p3, quantity: 3 }],
      await addAddress(server.app, s.id),
    );
    expect(await stockOf(server.app, p3)).toBe(before - 3);
    const res = await postAs(server, s, '/api/order/cancel', { id: order_ids[0] });
    expect(res.body).toMatchObject({ code: 1, data: { id: order_ids[0], status: 'cancelled' } });
    expect(await stockOf(server.app, p3)).toBe(before);
    const again = await postAs(server, s, '/api/order/cancel', { id: order_ids[0] });
    expect(again.body).toMatchObject({ code: 0, msg: 'This action is not allowed in the current order status' });
    expect(await stockOf(server.app, p3)).toBe(before);
  });

  it('gives a SKU’s stock back to the SKU and to the product', async () => {
    const s = await createShopper(server.app);
    const p6 = await productId(server.app, 6);
    const red = await skuId(server.app, p6, 'Red');
    const [skuBefore, productBefore] = [await stockOf(server.app, p6, red), await stockOf(server.app, p6)];
    const { order_ids } = await placeOrder(
      server,
      s,
      [{ product_id: p6, sku_id: red, quantity: 2 }],
      await addAddress(server.app, s.id),
    );
    expect([await stockOf(server.app, p6, red), await stockOf(server.app, p6)]).toEqual([
      skuBefore - 2,
      productBefore - 2,
    ]);
    expect((await postAs(server, s, '/api/order/cancel', { id: order_ids[0] })).body.code).toBe(1);
    expect([await stockOf(server.app, p6, red), await stockOf(server.app, p6)]).toEqual([skuBefore, productBefore]);
  });

  it('refuses to cancel a paid order or someone else’s', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await paidOrder(s);
    const stock = await stockOf(server.app, p2);
    expect((await postAs(server, s, '/api/order/cancel', { id })).body.code).toBe(0);
    expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    expect(await stockOf(server.app, p2)).toBe(stock);
    const other = await createShopper(server.app);
    const mine = await placeOrder(server, s, [{ product_id: p3, quantity: 1 }], await addAddress(server.app, s.id));
    expect((await postAs(server, other, '/api/order/cancel', { id: mine.order_ids[0] })).body.data.reason).toBe(
      'record_not_found',
    );
    expect(await statusOf(server.app, mine.order_ids[0]!)).toBe('waiting_pay');
  });

  it('confirms only a delivered order', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await paidOrder(s);
    expect((await postAs(server, s, '/api/order/confirm', { id })).body.code).toBe(0);
    expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    await ship(id);
    const res = await postAs(server, s, '/api/order/confirm', { id });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'received' } });
    expect(res.body.data.receivetime).toBeGreaterThan(0);
    expect((await postAs(server, s, '/api/order/confirm', { id })).body.code).toBe(0);
  });
});

describe('operator: ship', () => {
  it('ships a paid order once, notifies the shopper, and refuses merchants of other shops and shoppers', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await paidOrder(s, p3);
    const alpha = await snapshot(id);
    const betaMerchant = await createAdmin(server.app, {
      role: 'merchant',
      shopId: (
        await server.app.db.selectFrom('shops').select('id').where('name', '=', 'Beta Shop').executeTakeFirstOrThrow()
      ).id,
    });
    expect((await ship(id, betaMerchant.token)).body.code).toBe(0);
    expect((await ship(id, s.token)).status).toBe(401);
    expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    const alphaMerchant = await createAdmin(server.app, { role: 'merchant', shopId: alpha.shop_id });
    expect((await ship(id, alphaMerchant.token)).body.code).toBe(1);
    expect((await ship(id)).body).toMatchObject({
      code: 0,
      msg: 'This action is not allowed in the current order status',
    });
    const notes = (await getAs(server, s, '/api/notification/list')).body.data.data;
    // Shipped once, after the payment's receipt.
    expect(notes.map((n: { title: string }) => n.title)).toEqual(['Your order has shipped', 'Payment received']);
    expect(notes[0]).toMatchObject({ type: 'order', title: 'Your order has shipped' });
    expect(notes[0].content).toBe(`Order ${alpha.order_sn} was shipped by Kerry, tracking number KE123.`);
    const zh = await server.request('/api/notification/list?lang=zh-cn', { headers: { token: s.token } });
    expect(zh.body.data.data[0].title).toBe('您的订单已发货');
    const job = await server.app.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', 'order_auto_receive')
      .where('ref', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(job.run_at - (await snapshot(id)).shiptime!).toBe(10 * 86_400);
  });

  it('refuses a tracking line on an unshipped order', async () => {
    const s = await createShopper(server.app);
    const { order_ids } = await placeOrder(
      server,
      s,
      [{ product_id: p3, quantity: 1 }],
      await addAddress(server.app, s.id),
    );
    const res = await server.request('/api/admin/order/logistics', {
      method: 'POST',
      headers: { token: admin.token },
      json: { id: order_ids[0], text: 'x' },
    });
    expect(res.body.code).toBe(0);
  });
});

describe('the transition table', () => {
  const ALLOWED: Record<string, [OrderStatus[], OrderStatus | 'previous']> = {
    pay: [['waiting_pay'], 'waiting_deliver'],
    cancel: [['waiting_pay'], 'cancelled'],
    ship: [['waiting_deliver'], 'delivered'],
    confirm: [['delivered'], 'received'],
    complete: [['received'], 'completed'],
    apply_refund: [['waiting_deliver', 'delivered', 'received'], 'refunding'],
    refund_approved: [['refunding'], 'refunded'],
    return_approved: [['refunding'], 'after_sale'],
    return_confirmed: [['after_sale'], 'refunded'],
    refund_paid_in_part: [['refunding', 'after_sale'], 'previous'],
    refund_refused: [['refunding', 'after_sale'], 'previous'],
    refund_withdrawn: [['refunding', 'after_sale'], 'previous'],
  };

  it('allows exactly the contract’s rows and refuses every other pair without a change', async () => {
    const s = await createShopper(server.app);
    const { order_ids } = await placeOrder(
      server,
      s,
      [{ product_id: p3, quantity: 1 }],
      await addAddress(server.app, s.id),
    );
    const id = order_ids[0]!;
    for (const [event, [froms, to]] of Object.entries(ALLOWED)) {
      for (const from of ORDER_STATUSES) {
        const before = from === 'refunding' || from === 'after_sale' ? 'delivered' : null;
        await server.app.db
          .updateTable('orders')
          .set({ status: from, status_before_refund: before, updatetime: 1 })
          .where('id', '=', id)
          .execute();
        const attempt = server.app.db.transaction().execute((trx) => transition(trx, id, event as OrderEvent));
        const row = await (async () => {
          try {
            await attempt;
            return { ok: true, ...(await snapshot(id)) };
          } catch (error) {
            expect((error as { msgKey?: string }).msgKey).toBe('order.status_not_allowed');
            return { ok: false, ...(await snapshot(id)) };
          }
        })();
        const allowed = froms.includes(from);
        expect({ event, from, ok: row.ok }).toEqual({ event, from, ok: allowed });
        if (allowed) {
          expect(row.status).toBe(to === 'previous' ? 'delivered' : to);
          if (event === 'apply_refund') expect(row.status_before_refund).toBe(from);
        } else {
          expect({ status: row.status, updatetime: row.updatetime }).toEqual({ status: from, updatetime: 1 });
        }
      }
    }
  });

  it('refuses an event when the order is not in the expected status', async () => {
    const s = await createShopper(server.app);
    const { order_ids } = await placeOrder(
      server,
      s,
      [{ product_id: p3, quantity: 1 }],
      await addAddress(server.app, s.id),
    );
    await expect(
      server.app.db.transaction().execute((trx) => transition(trx, order_ids[0]!, 'cancel', 'delivered')),
    ).rejects.toMatchObject({ msgKey: 'order.status_not_allowed' });
    expect(await statusOf(server.app, order_ids[0]!)).toBe('waiting_pay');
  });

  it('answers an unknown order as not found, also when the status is expected', async () => {
    await expect(
      server.app.db.transaction().execute((trx) => transition(trx, 987_654, 'pay', 'waiting_pay')),
    ).rejects.toMatchObject({ msgKey: 'common.record_not_found' });
  });

  it('lets only one of two concurrent identical events through', async () => {
    const s = await createShopper(server.app);
    const { order_ids } = await placeOrder(
      server,
      s,
      [{ product_id: p3, quantity: 1 }],
      await addAddress(server.app, s.id),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        server.app.db.transaction().execute((trx) => transition(trx, order_ids[0]!, 'cancel')),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('completion and settlement', () => {
  it('completes once every item is reviewed and pays the merchant its share less refunds', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await paidOrder(s);
    await ship(id);
    await postAs(server, s, '/api/order/confirm', { id });
    const order = await snapshot(id);
    const payable = await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: order.shop_id });
    const commission = await balanceOf(server.app.db, { kind: 'commission_revenue' });
    const run = () => server.app.db.transaction().execute((trx) => maybeCompleteOrder(trx, id));
    expect(await run()).toBe(false);
    await server.app.db
      .updateTable('order_items')
      .set({ reviewed: 1, refunded_amount: 250 })
      .where('order_id', '=', id)
      .execute();
    expect(await run()).toBe(true);
    expect(await statusOf(server.app, id)).toBe('completed');
    // The platform keeps its commission (1% by default) of what the shop sold and did not refund.
    const { fee, actual } = splitFee(order.total - 250, DEFAULT_COMMISSION_BP);
    expect(fee).toBeGreaterThan(0);
    expect(await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: order.shop_id })).toBe(payable + actual);
    expect(await balanceOf(server.app.db, { kind: 'commission_revenue' })).toBe(commission + fee);
    expect(await run()).toBe(false);
    await expectLedgerOk(server.app);
  });

  it('refuses to complete an order that is not received', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await paidOrder(s);
    await expect(server.app.db.transaction().execute((trx) => completeOrder(trx, id))).rejects.toMatchObject({
      msgKey: 'order.status_not_allowed',
    });
    expect(await statusOf(server.app, id)).toBe('waiting_deliver');
  });
});

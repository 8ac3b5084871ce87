import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBalances } from '../../../src/modules/ledger';
import { getAs, placeTwoShopBatch, postAs, statusOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A shopper with a two-shop batch waiting for payment (Beta Shop 12.50 + Alpha Shop 3.99 = 16.49). */
async function batch() {
  const s = await createShopper(server.app, { balanceCents: 10_000 });
  return { s, ...(await placeTwoShopBatch(server, s)) };
}

const target = (s: TestShopper, query: string, lang = 'en') =>
  getAs(server, s, `/api/order/pay_target?${query}&lang=${lang}`);

const pay = (s: TestShopper, body: Record<string, unknown>) =>
  postAs(server, s, '/api/order/pay', { ...body, paypwd: s.payPassword });

/** A localized code-0 refusal with its reason; the Japanese message differs from the English one. */
async function expectRefused(s: TestShopper, query: string, reason: string, msg: string) {
  const en = await target(s, query);
  expect(en.status).toBe(200);
  expect(en.body).toMatchObject({ code: 0, msg, data: { reason } });
  const ja = await target(s, query, 'ja');
  expect(ja.body).toMatchObject({ code: 0, data: { reason } });
  expect(ja.body.msg).not.toBe(msg);
  expect(ja.body.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
}

describe('order/pay_target', () => {
  it('answers the owner’s batch: its orders, their shops and amounts, and the total order/pay then charges', async () => {
    const { s, pay_sn, order_ids } = await batch();
    const res = await target(s, `pay_sn=${pay_sn}`);
    expect(res.body.code).toBe(1);
    const answer = res.body.data;
    expect(answer).toMatchObject({ pay_sn, total: '16.49', currency: 'USD', state: 'waiting_pay' });
    expect(answer.orders.map((o: { id: number }) => o.id)).toEqual(order_ids);
    const byShop = Object.fromEntries(
      answer.orders.map((o: { shop: { name: string }; amount: string }) => [o.shop.name, o.amount]),
    );
    expect(byShop).toEqual({ 'Beta Shop': '12.50', 'Alpha Shop': '3.99' });
    const sns = await server.app.db
      .selectFrom('orders')
      .select('order_sn')
      .where('id', 'in', order_ids)
      .orderBy('id')
      .execute();
    expect(answer.orders.map((o: { order_sn: string }) => o.order_sn)).toEqual(sns.map((r) => r.order_sn));

    const paid = await pay(s, { pay_sn });
    expect(paid.body).toMatchObject({ code: 1, data: { paid: answer.total } });
  });

  it('answers one order opened by its id, with the batch it belongs to', async () => {
    const { s, pay_sn, order_ids } = await batch();
    const res = await target(s, `order_id=${order_ids[1]}`);
    expect(res.body.data).toMatchObject({ pay_sn, total: '3.99', state: 'waiting_pay' });
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.orders[0]).toMatchObject({ id: order_ids[1], amount: '3.99', shop: { name: 'Alpha Shop' } });
  });

  it('refuses a stranger’s batch or order as not found, and changes nothing', async () => {
    const { s, pay_sn, order_ids } = await batch();
    const stranger = await createShopper(server.app, { balanceCents: 10_000 });
    await expectRefused(stranger, `pay_sn=${pay_sn}`, 'record_not_found', 'The record does not exist.');
    await expectRefused(stranger, `order_id=${order_ids[0]}`, 'record_not_found', 'The record does not exist.');
    for (const id of order_ids) expect(await statusOf(server.app, id)).toBe('waiting_pay');
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000);
  });

  it('refuses an unknown batch or order, and a call naming neither', async () => {
    const s = await createShopper(server.app);
    await expectRefused(s, 'pay_sn=NO-SUCH-BATCH', 'record_not_found', 'The record does not exist.');
    await expectRefused(s, 'order_id=2147483647', 'record_not_found', 'The record does not exist.');
    const neither = await target(s, 'x=1');
    expect(neither.body).toMatchObject({ code: 0, data: { field: 'pay_sn' } });
  });

  it('needs a token', async () => {
    const res = await server.request('/api/order/pay_target?pay_sn=X');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('of a batch in mixed states lists and counts only what is left to pay, then refuses it once nothing is', async () => {
    const { s, pay_sn, order_ids } = await batch();
    const [beta, alpha] = order_ids as [number, number];
    expect((await postAs(server, s, '/api/order/cancel', { id: beta })).body.code).toBe(1);
    const partial = await target(s, `pay_sn=${pay_sn}`);
    expect(partial.body.data).toMatchObject({ total: '3.99', state: 'partial' });
    expect(partial.body.data.orders.map((o: { id: number }) => o.id)).toEqual([alpha]);

    // The cancelled order on its own: nothing to pay, as order/pay says.
    await expectRefused(
      s,
      `order_id=${beta}`,
      'status_not_allowed',
      'This action is not allowed in the current order status',
    );

    expect((await pay(s, { pay_sn })).body).toMatchObject({ code: 1, data: { paid: '3.99' } });
    await expectRefused(
      s,
      `pay_sn=${pay_sn}`,
      'status_not_allowed',
      'This action is not allowed in the current order status',
    );
    await expectRefused(
      s,
      `order_id=${alpha}`,
      'status_not_allowed',
      'This action is not allowed in the current order status',
    );
  });

  it('of a batch partly paid by order id answers the rest', async () => {
    const { s, pay_sn, order_ids } = await batch();
    expect((await pay(s, { order_id: order_ids[1] })).body.code).toBe(1);
    const res = await target(s, `pay_sn=${pay_sn}`);
    expect(res.body.data).toMatchObject({ total: '12.50', state: 'partial' });
    expect(res.body.data.orders.map((o: { id: number }) => o.id)).toEqual([order_ids[0]]);
  });
});

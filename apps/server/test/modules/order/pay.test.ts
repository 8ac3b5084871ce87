import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, userBalances } from '../../../src/modules/ledger';
import { payOrders } from '../../../src/modules/order/pay';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import {
  addAddress,
  expectLedgerOk,
  placeOrder,
  placeTwoShopBatch,
  productId,
  setStock,
  statusOf,
  stockOf,
} from '../../helpers/orders';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A shopper with a two-shop batch waiting for payment (12.50 + 3.99 = 16.49). */
async function batchFor(balanceCents: number, payPassword: string | null = '123456') {
  const s = await createShopper(server.app, { balanceCents, payPassword });
  return { s, ...(await placeTwoShopBatch(server, s)) };
}

const pay = (s: TestShopper, body: Record<string, unknown>, key?: string, lang = 'en') =>
  server.request(`/api/order/pay?lang=${lang}`, {
    method: 'POST',
    headers: { token: s.token, 'Idempotency-Key': key ?? randomUUID() },
    json: body,
  });

describe('order/pay', () => {
  it('pays a batch: orders move to waiting_deliver and the total moves from the wallet to escrow', async () => {
    const { s, pay_sn, order_ids, total } = await batchFor(10_000);
    expect(total).toBe('16.49');
    const escrowBefore = await balanceOf(server.app.db, { kind: 'platform_escrow' });
    const res = await pay(s, { pay_sn, paypwd: '123456' });
    expect(res.body).toMatchObject({ code: 1, data: { paid: '16.49', money: '83.51' } });
    for (const id of order_ids) expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    expect((await userBalances(server.app.db, s.id)).money).toBe(8_351);
    expect(await balanceOf(server.app.db, { kind: 'platform_escrow' })).toBe(escrowBefore + 1_649);
    const row = await server.app.db
      .selectFrom('orders')
      .select('paytime')
      .where('id', '=', order_ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row.paytime).toBeGreaterThan(0);

    const again = await pay(s, { pay_sn, paypwd: '123456' });
    expect(again.body).toMatchObject({ code: 0, msg: 'This action is not allowed in the current order status' });
    expect((await userBalances(server.app.db, s.id)).money).toBe(8_351);
    await expectLedgerOk(server.app);
  });

  it('counts the paid units into the products’ sales, once', async () => {
    const [p2, p3] = await Promise.all([productId(server.app, 2), productId(server.app, 3)]);
    const sales = async () =>
      Object.fromEntries(
        (await server.app.db.selectFrom('products').select(['id', 'sales']).where('id', 'in', [p2, p3]).execute()).map(
          (r) => [r.id, r.sales],
        ),
      );
    // Units of their own, so that the other tests' batches keep their stock.
    for (const p of [p2, p3]) await setStock(server.app, p, (await stockOf(server.app, p)) + 5);
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const items = [
      { product_id: p2, quantity: 2 },
      { product_id: p3, quantity: 3 },
    ];
    const { pay_sn } = await placeOrder(server, s, items, await addAddress(server.app, s.id));
    const before = await sales();
    expect((await pay(s, { pay_sn, paypwd: '123456' })).body.code).toBe(1);
    expect(await sales()).toEqual({ [p2]: before[p2]! + 2, [p3]: before[p3]! + 3 });
    expect((await pay(s, { pay_sn, paypwd: '123456' })).body.code).toBe(0);
    expect(await sales()).toEqual({ [p2]: before[p2]! + 2, [p3]: before[p3]! + 3 });
  });

  it('pays one order of a batch by order_id', async () => {
    const { s, order_ids } = await batchFor(10_000);
    const res = await pay(s, { order_id: order_ids[1], paypwd: '123456' });
    expect(res.body.data.paid).toBe('3.99');
    expect([await statusOf(server.app, order_ids[0]!), await statusOf(server.app, order_ids[1]!)]).toEqual([
      'waiting_pay',
      'waiting_deliver',
    ]);
    await expectLedgerOk(server.app);
  });

  it('checks the payment code and changes nothing when it is missing, unset or wrong', async () => {
    const { s, pay_sn, order_ids } = await batchFor(10_000);
    expect((await pay(s, { pay_sn, paypwd: '' })).body.msg).toBe('Please enter your payment code');
    expect((await pay(s, { pay_sn })).body.msg).toBe('Please enter your payment code');
    expect((await pay(s, { pay_sn, paypwd: '654321' })).body.msg).toBe(
      'Payment code is incorrect. 4 tries left before payment locks for 15 minutes',
    );
    expect((await pay(s, { pay_sn, paypwd: '654320' }, undefined, 'zh-cn')).body.code).toBe(0);
    expect(await statusOf(server.app, order_ids[0]!)).toBe('waiting_pay');
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000);

    const unset = await batchFor(10_000, null);
    expect((await pay(unset.s, { pay_sn: unset.pay_sn, paypwd: '123456' })).body.msg).toBe(
      'Please set a payment code first',
    );
  });

  it('refuses a short balance (localized) and leaves every order of the batch unpaid', async () => {
    const { s, pay_sn, order_ids } = await batchFor(1_000);
    const res = await pay(s, { pay_sn, paypwd: '123456' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    const zh = await pay(s, { pay_sn, paypwd: '123456' }, undefined, 'zh-cn');
    expect(zh.body.code).toBe(0);
    expect(zh.body.msg).not.toBe('Insufficient balance');
    for (const id of order_ids) expect(await statusOf(server.app, id)).toBe('waiting_pay');
    expect((await userBalances(server.app.db, s.id)).money).toBe(1_000);
    await expectLedgerOk(server.app);
  });

  it('refuses someone else’s batch', async () => {
    const { pay_sn } = await batchFor(10_000);
    const other = await createShopper(server.app, { balanceCents: 10_000 });
    expect((await pay(other, { pay_sn, paypwd: '123456' })).body).toMatchObject({
      code: 0,
      data: { reason: 'record_not_found' },
    });
    expect((await userBalances(server.app.db, other.id)).money).toBe(10_000);
  });

  it('50 concurrent identical requests with one Idempotency-Key debit once', async () => {
    const { s, pay_sn, order_ids } = await batchFor(10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => pay(s, { pay_sn, paypwd: '123456' }, 'pay-burst')),
    );
    expect(results.some((r) => r.body.code === 1)).toBe(true);
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000 - 1_649);
    for (const id of order_ids) expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    const debits = await server.app.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'order_pay')
      .where(
        'ref',
        'in',
        order_ids.map((id) => `order:${id}`),
      )
      .execute();
    expect(debits).toHaveLength(2);
    // After the burst, the same key answers the first result.
    const replay = await pay(s, { pay_sn, paypwd: '123456' }, 'pay-burst');
    expect(replay.body).toMatchObject({ code: 1, data: { paid: '16.49', money: '83.51' } });
    await expectLedgerOk(server.app);
  });

  it('50 concurrent requests with different keys still debit once', async () => {
    const { s, pay_sn } = await batchFor(10_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(s, { pay_sn, paypwd: '123456' })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000 - 1_649);
    await expectLedgerOk(server.app);
  });

  it('50 concurrent payment transactions (past the code check) move the batch once', async () => {
    const { s, pay_sn } = await batchFor(10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => server.app.db.transaction().execute((trx) => payOrders(trx, s.id, { pay_sn }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000 - 1_649);
    await expectLedgerOk(server.app);
  });
});

// The code is counted by the payment's own transaction (one commit a payment): a refused code
// must still commit its count, and parallel payments must still meet the lock after 5 wrong codes.
describe('order/pay: the payment code counted inside the payment transaction', () => {
  const failures = (id: number) =>
    server.app.db
      .selectFrom('users')
      .select(['pay_fail_count', 'pay_locked_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const keys = async () =>
    (await server.app.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key);

  it('counts every wrong code though nothing is paid: the 5th locks, then the right code pays nothing', async () => {
    const { s, pay_sn, order_ids } = await batchFor(10_000);
    for (let i = 1; i <= 4; i += 1) {
      const res = await pay(s, { pay_sn, paypwd: `00000${i}` }, `wrong-${s.id}-${i}`);
      expect(res.body.msg).toMatch(
        /^Payment code is incorrect\. \d tr(ies|y) left before payment locks for 15 minutes$/,
      );
      expect((await failures(s.id)).pay_fail_count).toBe(i);
    }
    // A refused code is not recorded under its key: nothing to replay.
    expect(await keys()).not.toContain(`wrong-${s.id}-1`);
    expect((await pay(s, { pay_sn, paypwd: '000005' })).body.data.reason).toBe('locked');
    expect((await failures(s.id)).pay_locked_until).toBeGreaterThan(Date.now() / 1000);
    expect((await pay(s, { pay_sn, paypwd: '123456' })).body).toMatchObject({ code: 0, data: { reason: 'locked' } });
    for (const id of order_ids) expect(await statusOf(server.app, id)).toBe('waiting_pay');
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000);
    await expectLedgerOk(server.app);
  });

  it('a right code pays and clears the wrong ones before it', async () => {
    const { s, pay_sn } = await batchFor(10_000);
    for (let i = 1; i <= 3; i += 1) expect((await pay(s, { pay_sn, paypwd: `00000${i}` })).body.code).toBe(0);
    expect((await pay(s, { pay_sn, paypwd: '123456' })).body.code).toBe(1);
    expect(await failures(s.id)).toEqual({ pay_fail_count: 0, pay_locked_until: 0 });
  });

  it('40 parallel payments with wrong codes and the right one: at most 5 wrong codes answered, then locked', async () => {
    const { s, pay_sn, order_ids } = await batchFor(10_000);
    const codes = Array.from({ length: 40 }, (_, i) => (i === 20 ? '123456' : String(700_000 + i)));
    const results = await Promise.all(codes.map((paypwd) => pay(s, { pay_sn, paypwd })));
    const reasons = results.map((r) => (r.body.code === 1 ? 'paid' : r.body.data.reason));
    expect(reasons.filter((r) => r !== 'password_incorrect' && r !== 'locked' && r !== 'paid')).toEqual([]);
    // A right code counted before the lock clears the wrong ones before it (as one at a time does),
    // so a second series of at most 4 may follow it: each "tries left" answer once per series.
    const paid = reasons.includes('paid');
    const series = paid ? 2 : 1;
    const wrongAnswers = results.filter((r) => r.body.data?.reason === 'password_incorrect').map((r) => r.body.msg);
    expect(wrongAnswers.length).toBeLessThanOrEqual(4 * series);
    for (const msg of new Set(wrongAnswers))
      expect(wrongAnswers.filter((m) => m === msg).length).toBeLessThanOrEqual(series);
    expect(await failures(s.id)).toMatchObject({ pay_fail_count: 5 });
    expect((await failures(s.id)).pay_locked_until).toBeGreaterThan(Date.now() / 1000);
    // The right code paid only if it was counted before the lock; either way the books agree.
    expect((await userBalances(server.app.db, s.id)).money).toBe(paid ? 10_000 - 1_649 : 10_000);
    for (const id of order_ids) expect(await statusOf(server.app, id)).toBe(paid ? 'waiting_deliver' : 'waiting_pay');
    await expectLedgerOk(server.app);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { runDueJobs } from '../../../src/modules/jobs/queue';
import { orderJobHandlers } from '../../../src/modules/order/timers';
import { createFlashItem, createFlashSession, flashSold, setFlashWindow } from '../../helpers/flash';
import { addAddress, postAs, productId, skuId, statusOf, stockOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// Checkout in a flash session: the flash price only while live, the per-shopper limit and the units
// offered whatever the concurrency, and units back when an order is cancelled or times out.

let server: TestServer;
let session: number;
let p2: number; // Beta Shop 12.50, no specs
let p6: number; // Alpha Shop, Red 15.00
let red: number;

beforeAll(async () => {
  server = await startServer();
  [p2, p6] = await Promise.all([productId(server.app, 2), productId(server.app, 6)]);
  red = await skuId(server.app, p6, 'Red');
  await server.app.db.updateTable('products').set({ stock: 500 }).where('id', 'in', [p2, p6]).execute();
  await server.app.db.updateTable('product_skus').set({ stock: 200 }).where('id', '=', red).execute();
  session = await createFlashSession(server.app);
});
afterAll(() => server.close());

const shopper = async () => {
  const s = await createShopper(server.app);
  return { s, address: await addAddress(server.app, s.id) };
};
const create = (s: TestShopper, address: number, items: unknown[]) =>
  postAs(server, s, '/api/order/create', { items, address_id: address });

describe('flash prices at checkout', () => {
  it('apply only while the session is live: the normal price before the start and after the end', async () => {
    const now = nowSeconds();
    const later = await createFlashSession(server.app, { startsAt: now + 7_200, endsAt: now + 9_000 });
    const p4 = await productId(server.app, 4); // Beta Shop 20.00
    await createFlashItem(server.app, { sessionId: later, productId: p4, price: 1_500, stock: 5, perUser: 1 });
    const { s, address } = await shopper();
    const priceOf = async () => {
      const res = await postAs(server, s, '/api/order/preview', { items: [{ product_id: p4, quantity: 1 }] });
      expect(res.body.code, res.body.msg).toBe(1);
      return res.body.data.groups[0].items[0].price as string;
    };
    expect(await priceOf()).toBe('20.00');
    // Live alongside the file's own session (only a test can make two overlap); product 4 is in this one only.
    await setFlashWindow(server.app, later, now - 30, now + 600);
    expect(await priceOf()).toBe('15.00');
    const created = await create(s, address, [{ product_id: p4, quantity: 1 }]);
    expect(created.body.data.total).toBe('15.00');
    await setFlashWindow(server.app, later, now - 600, now - 1);
    expect(await priceOf()).toBe('20.00');
  });

  it('refuses beyond the shopper’s limit, saying how many are left for them, never at the normal price', async () => {
    const item = await createFlashItem(server.app, {
      sessionId: session,
      productId: p2,
      price: 999,
      stock: 50,
      perUser: 3,
    });
    const { s, address } = await shopper();
    const first = await create(s, address, [{ product_id: p2, quantity: 2 }]);
    expect(first.body.data.total).toBe('19.98');
    const over = await create(s, address, [{ product_id: p2, quantity: 2 }]);
    expect(over.body).toMatchObject({ code: 0, msg: 'Only 1 left at the flash price for you.' });
    const zh = await server.request('/api/order/preview?lang=zh-cn', {
      method: 'POST',
      headers: { token: s.token },
      json: { items: [{ product_id: p2, quantity: 2 }] },
    });
    expect(zh.body).toMatchObject({ code: 0, msg: '您还可以以秒杀价购买 1 件。' });
    expect((await create(s, address, [{ product_id: p2, quantity: 1 }])).body.data.total).toBe('9.99');
    const none = await create(s, address, [{ product_id: p2, quantity: 1 }]);
    expect(none.body).toMatchObject({ code: 0, msg: 'None left at the flash price for you.' });
    expect(await flashSold(server.app, item)).toBe(3);
  });

  it('holds the per-shopper limit when one shopper checks out many times at once', async () => {
    const p5 = await productId(server.app, 5); // Alpha Shop 59.99
    await server.app.db.updateTable('products').set({ stock: 100 }).where('id', '=', p5).execute();
    const item = await createFlashItem(server.app, {
      sessionId: session,
      productId: p5,
      price: 4_999,
      stock: 50,
      perUser: 2,
    });
    const { s, address } = await shopper();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(s, address, [{ product_id: p5, quantity: 1 }])),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(2);
    expect(await flashSold(server.app, item)).toBe(2);
    expect(await stockOf(server.app, p5)).toBe(98);
  });

  it('sells exactly the flash stock to a storm of 40 buyers, and lowers the SKU stock with it', async () => {
    const item = await createFlashItem(server.app, {
      sessionId: session,
      productId: p6,
      skuId: red,
      price: 990,
      stock: 10,
      perUser: 1,
    });
    const buyers = await Promise.all(Array.from({ length: 40 }, shopper));
    const answers = await Promise.all(
      buyers.map(({ s, address }) => create(s, address, [{ product_id: p6, sku_id: red, quantity: 1 }])),
    );
    const sold = answers.filter((a) => a.body.code === 1);
    expect(sold).toHaveLength(10);
    expect(sold.every((a) => a.body.data.total === '9.90')).toBe(true);
    expect(await flashSold(server.app, item)).toBe(10);
    expect(await stockOf(server.app, p6, red)).toBe(190);
    const lines = await server.app.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('flash_item_id', '=', item)
      .executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBe(10);
  });

  it('gives units back to the flash stock when an order is cancelled or times out (FLASH_PAY_MINUTES)', async () => {
    const p3 = await productId(server.app, 3); // Alpha Shop 3.99
    await server.app.db.updateTable('products').set({ stock: 50 }).where('id', '=', p3).execute();
    const item = await createFlashItem(server.app, {
      sessionId: session,
      productId: p3,
      price: 299,
      stock: 2,
      perUser: 2,
    });
    const { s, address } = await shopper();
    const created = await create(s, address, [{ product_id: p3, quantity: 2 }]);
    const [orderId] = created.body.data.order_ids;
    expect(await flashSold(server.app, item)).toBe(2);
    const job = await server.app.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', 'order_auto_cancel')
      .where('ref', '=', String(orderId))
      .executeTakeFirstOrThrow();
    const placed = await server.app.db
      .selectFrom('orders')
      .select('createtime')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(job.run_at - placed.createtime).toBe(10 * 60);
    await runDueJobs(server.app.db, orderJobHandlers, { now: job.run_at, worker: 'flash-test' });
    expect(await statusOf(server.app, orderId)).toBe('cancelled');
    expect(await flashSold(server.app, item)).toBe(0);
    expect(await stockOf(server.app, p3)).toBe(50);

    const again = await create(s, address, [{ product_id: p3, quantity: 2 }]);
    expect(again.body.code, again.body.msg).toBe(1);
    const cancelled = await postAs(server, s, '/api/order/cancel', { id: again.body.data.order_ids[0] });
    expect(cancelled.body.code).toBe(1);
    expect(await flashSold(server.app, item)).toBe(0);
  });

  it('counts flash prices towards a voucher’s minimum spend', async () => {
    const p7 = await productId(server.app, 7); // Alpha Shop 450.00
    await createFlashItem(server.app, { sessionId: session, productId: p7, price: 1_000, stock: 5, perUser: 1 });
    const { s } = await shopper();
    const { createVoucher, collect } = await import('../../helpers/vouchers');
    const mine = await collect(server, s.token, await createVoucher(server.app, { minSpend: 5_000 }));
    const res = await postAs(server, s, '/api/order/preview', {
      items: [{ product_id: p7, quantity: 1 }],
      vouchers: { platform: mine },
    });
    expect(res.body.data.groups[0].subtotal).toBe('10.00');
    expect(res.body.data.vouchers.unusable).toMatchObject([{ id: mine, reason: 'min_spend' }]);
  });
});

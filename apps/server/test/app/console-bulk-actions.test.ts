import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder } from '../helpers/after-sale';
import { createAdmin } from '../helpers/admins';
import { productId, statusOf } from '../helpers/orders';
import { createShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let admin: { token: string };
let betaMerchant: { token: string };
let beta: number[];
let alpha: number;

const post = (path: string, json: unknown, token = admin.token) =>
  server.request(path, { method: 'POST', headers: { token }, json });
const auditCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('admin_audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const orderSn = async (id: number) =>
  (await server.app.db.selectFrom('orders').select('order_sn').where('id', '=', id).executeTakeFirstOrThrow()).order_sn;
const productStatus = async (id: number) =>
  (await server.app.db.selectFrom('products').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  const betaShop = (
    await server.app.db.selectFrom('shops').select('id').where('name', '=', 'Beta Shop').executeTakeFirstOrThrow()
  ).id;
  betaMerchant = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
  const shopper = await createShopper(server.app, { balanceCents: 100_000 });
  const [p2, p3] = [await productId(server.app, 2), await productId(server.app, 3)];
  beta = [];
  for (let i = 0; i < 4; i += 1) beta.push(await paidOrder(server, shopper, [{ product_id: p2, quantity: 1 }]));
  alpha = await paidOrder(server, shopper, [{ product_id: p3, quantity: 1 }]);
});
afterAll(() => server.close());

const batch = (ids: number[]) => ({ company: 'Kerry Express', orders: ids.map((id) => ({ id, number: `KE-${id}` })) });

describe('order/ship_batch', () => {
  it('refuses a selection holding another shop’s order, naming it, and ships none of it', async () => {
    const logged = await auditCount();
    const res = await post('/api/admin/order/ship_batch', batch([beta[0]!, beta[1]!, alpha]), betaMerchant.token);
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'no_permission', field: 'orders' } });
    expect(res.body.msg).toContain(`#${alpha}`);
    // The other shop's order number is not shown to the merchant.
    expect(res.body.msg).not.toContain(await orderSn(alpha));
    for (const id of [beta[0]!, beta[1]!, alpha]) expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    expect(await auditCount()).toBe(logged);
  });

  it('refuses an order listed twice, or one that no longer waits to ship, and ships none', async () => {
    const twice = await post('/api/admin/order/ship_batch', batch([beta[0]!, beta[0]!]), betaMerchant.token);
    expect(twice.body).toMatchObject({ code: 0, data: { reason: 'duplicate_order' } });
    expect(await statusOf(server.app, beta[0]!)).toBe('waiting_deliver');
    const missing = await post('/api/admin/order/ship_batch', batch([beta[0]!, 999_999]));
    expect(missing.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
    expect(await statusOf(server.app, beta[0]!)).toBe('waiting_deliver');
  });

  it('ships a merchant’s own orders with one carrier, each its tracking number, each audited', async () => {
    const logged = await auditCount();
    const ids = [beta[0]!, beta[1]!, beta[2]!];
    const res = await post('/api/admin/order/ship_batch', batch(ids), betaMerchant.token);
    expect(res.body).toMatchObject({ code: 1, data: { shipped: ids } });
    const rows = await server.app.db
      .selectFrom('orders')
      .select(['id', 'status', 'express_company', 'express_number'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      ids.map((id) => ({ id, status: 'delivered', express_company: 'Kerry Express', express_number: `KE-${id}` })),
    );
    expect(await auditCount()).toBe(logged + 3);

    const again = await post('/api/admin/order/ship_batch', batch([beta[3]!, beta[0]!]), betaMerchant.token);
    expect(again.body).toMatchObject({ code: 0, data: { reason: 'status_not_allowed' } });
    expect(again.body.msg).toContain(await orderSn(beta[0]!));
    expect(await statusOf(server.app, beta[3]!)).toBe('waiting_deliver');
  });

  it('lets an admin ship any shop’s orders, and validates the body', async () => {
    expect((await post('/api/admin/order/ship_batch', batch([beta[3]!, alpha]))).body.code).toBe(1);
    expect(await statusOf(server.app, alpha)).toBe('delivered');
    expect((await post('/api/admin/order/ship_batch', { company: 'X', orders: [] })).body).toMatchObject({
      code: 0,
      data: { field: 'orders' },
    });
    expect((await server.request('/api/admin/order/ship_batch', { method: 'POST', json: batch([1]) })).status).toBe(
      401,
    );
  });
});

describe('product/shelve', () => {
  it('refuses a merchant a selection holding another shop’s product, and changes nothing', async () => {
    const [p2, p3] = [await productId(server.app, 2), await productId(server.app, 3)];
    const res = await post('/api/admin/product/shelve', { ids: [p2, p3], status: 'off' }, betaMerchant.token);
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'no_permission', field: 'ids' } });
    expect(res.body.msg).toContain(String(p3));
    expect([await productStatus(p2), await productStatus(p3)]).toEqual(['on', 'on']);
  });

  it('takes a merchant’s own products off the shelf and back, off the public catalog meanwhile', async () => {
    const [p2, p4] = [await productId(server.app, 2), await productId(server.app, 4)];
    const off = await post('/api/admin/product/shelve', { ids: [p2, p4], status: 'off' }, betaMerchant.token);
    expect(off.body.data).toEqual({
      products: [
        { id: p2, status: 'off' },
        { id: p4, status: 'off' },
      ],
    });
    expect([await productStatus(p2), await productStatus(p4)]).toEqual(['off', 'off']);
    expect((await server.request(`/api/product/detail?id=${p2}`)).body.code).toBe(0);
    const on = await post('/api/admin/product/shelve', { ids: [p2], status: 'on' }, betaMerchant.token);
    expect(on.body.data.products).toEqual([{ id: p2, status: 'on' }]);
    expect((await server.request(`/api/product/detail?id=${p2}`)).body.code).toBe(1);
  });

  it('keeps a closed shop’s products off sale when an admin shelves them', async () => {
    const p3 = await productId(server.app, 3);
    await server.app.db.updateTable('shops').set({ status: 'closed' }).where('name', '=', 'Alpha Shop').execute();
    const res = await post('/api/admin/product/shelve', { ids: [p3], status: 'on' });
    expect(res.body.data.products).toEqual([{ id: p3, status: 'closed' }]);
  });
});

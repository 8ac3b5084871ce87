import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../helpers/admins';
import { addAddress, placeOrder, postAs, productId, setStock, skuId, stockOf } from '../../../helpers/orders';
import { createShopper, type TestShopper } from '../../../helpers/shoppers';
import { startServer, type TestServer } from '../../../helpers/test-server';

/**
 * The console's stock is the available stock: an edit saved while unpaid orders hold units moves
 * the stock by what the operator changed, so cancelling those orders does not count them twice
 * (saved 3 with 3 held is 3, not 6, once those orders are cancelled).
 */
let server: TestServer;
let admin: { id: number; token: string };
let shopper: TestShopper;
let address: number;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  shopper = await createShopper(server.app, { balanceCents: 100_000 });
  address = await addAddress(server.app, shopper.id);
});
afterAll(() => server.close());

const detail = async (id: number) =>
  (await server.request(`/api/admin/product/detail?id=${id}`, { headers: { token: admin.token } })).body.data;
const save = async (body: unknown) => {
  const res = await server.request('/api/admin/product/save', {
    method: 'POST',
    headers: { token: admin.token },
    json: body,
  });
  expect(res.body.msg).toBe('Success');
};
const hold = async (product: number, quantity: number, sku?: number) =>
  (await placeOrder(server, shopper, [{ product_id: product, quantity, ...(sku ? { sku_id: sku } : {}) }], address))
    .order_ids[0]!;
const cancel = async (orderId: number) =>
  expect((await postAs(server, shopper, '/api/order/cancel', { id: orderId })).body.msg).toBe('Success');

describe('product/save with the stock the editor loaded', () => {
  it('keeps units held by an unpaid order counted once when the stock is saved unchanged, or changed', async () => {
    const p3 = await productId(server.app, 3);
    await setStock(server.app, p3, 3);
    const loaded = await detail(p3);
    expect(loaded.stock).toBe(3);

    const first = await hold(p3, 3);
    await save({ ...loaded, stock: 3, stock_loaded: 3 });
    expect(await stockOf(server.app, p3)).toBe(0);
    await cancel(first);
    expect(await stockOf(server.app, p3)).toBe(3);

    // Raised from 3 to 5 while 3 are held: 2 available now, 5 once they come back.
    const second = await hold(p3, 3);
    await save({ ...loaded, stock: 5, stock_loaded: 3 });
    expect(await stockOf(server.app, p3)).toBe(2);
    await cancel(second);
    expect(await stockOf(server.app, p3)).toBe(5);
  });

  it('does the same per SKU, and the product shows their total', async () => {
    const p6 = await productId(server.app, 6);
    const red = await skuId(server.app, p6, 'Red');
    const loaded = await detail(p6);
    const redLoaded = loaded.skus.find((s: { id: number }) => s.id === red).stock as number;
    const order = await hold(p6, redLoaded, red);
    await save({
      ...loaded,
      skus: loaded.skus.map((s: { stock: number }) => ({ ...s, stock_loaded: s.stock })),
    });
    expect(await stockOf(server.app, p6, red)).toBe(0);
    await cancel(order);
    expect(await stockOf(server.app, p6, red)).toBe(redLoaded);
    const total = loaded.skus.reduce((sum: number, s: { stock: number }) => sum + s.stock, 0);
    expect(await stockOf(server.app, p6)).toBe(total);
  });

  it('sets the stock as given without stock_loaded', async () => {
    const p4 = await productId(server.app, 4);
    await setStock(server.app, p4, 3);
    const loaded = await detail(p4);
    const order = await hold(p4, 3);
    await save({ ...loaded, stock: 3 });
    await cancel(order);
    expect(await stockOf(server.app, p4)).toBe(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { getAs, postAs, productId, skuId } from '../../helpers/orders';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let p2: number; // Beta Shop (even products), 12.50, stock 10
let p3: number; // Alpha Shop (odd products), 3.99, stock 10
let p6: number; // Beta Shop, specs Red (15.00, stock 3) / Blue (17.00, stock 0)
let red: number;
let blue: number;

beforeAll(async () => {
  server = await startServer();
  [p2, p3, p6] = await Promise.all([productId(server.app, 2), productId(server.app, 3), productId(server.app, 6)]);
  [red, blue] = await Promise.all([skuId(server.app, p6, 'Red'), skuId(server.app, p6, 'Blue')]);
});
afterAll(() => server.close());

const list = async (s: TestShopper) => (await getAs(server, s, '/api/cart/list')).body.data;
interface Line {
  id: number;
  product_id: number;
  invalid: boolean;
}
const items = (data: { shops: { items: Line[] }[] }): Line[] => data.shops.flatMap((g) => g.items);

describe('cart', () => {
  it('needs a token', async () => {
    expect((await server.request('/api/cart/list')).status).toBe(401);
    expect((await server.request('/api/cart/add', { json: { product_id: 1, quantity: 1 } })).status).toBe(401);
  });

  it('adds, merges the same line, and refuses more than the stock', async () => {
    const s = await createShopper(server.app);
    const first = await postAs(server, s, '/api/cart/add', { product_id: p2, quantity: 2 });
    expect(first.body).toMatchObject({ code: 1, data: { cart_count: 1 } });
    const again = await postAs(server, s, '/api/cart/add', { product_id: p2, quantity: 3 });
    expect(again.body.data).toEqual({ id: first.body.data.id, cart_count: 1 });
    const over = await postAs(server, s, '/api/cart/add', { product_id: p2, quantity: 6 });
    expect(over.body).toMatchObject({ code: 0, msg: 'Insufficient stock' });
    const [line] = items(await list(s));
    expect(line).toMatchObject({
      product_id: p2,
      sku_id: null,
      quantity: 5,
      stock: 10,
      price: '12.50',
      invalid: false,
    });
  });

  it('requires an in-stock SKU for a product with specs', async () => {
    const s = await createShopper(server.app);
    const noSku = await postAs(server, s, '/api/cart/add', { product_id: p6, quantity: 1 });
    expect(noSku.body).toMatchObject({ code: 0, msg: 'Please choose a specification', data: { field: 'sku_id' } });
    expect((await postAs(server, s, '/api/cart/add', { product_id: p6, sku_id: blue, quantity: 1 })).body.msg).toBe(
      'Insufficient stock',
    );
    expect((await postAs(server, s, '/api/cart/add', { product_id: p2, sku_id: red, quantity: 1 })).body.code).toBe(0);
    const ok = await postAs(server, s, '/api/cart/add', { product_id: p6, sku_id: red, quantity: 2 });
    expect(ok.body.code).toBe(1);
    const zh = await server.request('/api/cart/list?lang=zh-cn', { headers: { token: s.token } });
    expect(zh.body.data.shops[0].items[0]).toMatchObject({ sku_id: red, spec: 'Color: Red', price: '15.00', stock: 3 });
    const off = await server.request('/api/cart/add?lang=zh-cn', {
      method: 'POST',
      headers: { token: s.token },
      json: { product_id: 999_999, quantity: 1 },
    });
    expect(off.body).toMatchObject({ code: 0, msg: '该商品已失效' });
  });

  it('groups by shop, totals the selection, updates and deletes only the caller’s lines', async () => {
    const s = await createShopper(server.app);
    const other = await createShopper(server.app);
    await postAs(server, s, '/api/cart/add', { product_id: p2, quantity: 2 });
    await postAs(server, s, '/api/cart/add', { product_id: p3, quantity: 1 });
    const data = await list(s);
    expect(data.shops.map((g: { shop: { name: string } }) => g.shop.name).sort()).toEqual(['Alpha Shop', 'Beta Shop']);
    expect(data.selected_total).toBe('28.99');
    const p3Line = items(data).find((i) => i.product_id === p3)!;

    const unselected = await postAs(server, s, '/api/cart/update', { id: p3Line.id, selected: false });
    expect(unselected.body.data.selected_total).toBe('25.00');
    const more = await postAs(server, s, '/api/cart/update', { id: p3Line.id, quantity: 4, selected: true });
    expect(more.body.data.selected_total).toBe('40.96');
    expect((await postAs(server, s, '/api/cart/update', { id: p3Line.id, quantity: 11 })).body.msg).toBe(
      'Insufficient stock',
    );

    // Someone else cannot touch these lines.
    expect((await postAs(server, other, '/api/cart/update', { id: p3Line.id, quantity: 1 })).body).toMatchObject({
      code: 0,
      data: { reason: 'record_not_found' },
    });
    const otherLine = (await postAs(server, other, '/api/cart/add', { product_id: p3, quantity: 1 })).body.data.id;
    // Another's line, alone or beside an own one, refuses the whole call and removes nothing.
    for (const ids of [[p3Line.id], [otherLine, p3Line.id]]) {
      const refused = await server.request('/api/cart/del', {
        method: 'POST',
        headers: { token: other.token, 'accept-language': 'zh-CN' },
        json: { ids },
      });
      expect(refused.body).toMatchObject({ code: 0, msg: '记录不存在。', data: { reason: 'record_not_found' } });
    }
    expect(items(await list(s))).toHaveLength(2);
    expect(items(await list(other))).toHaveLength(1);

    const after = await postAs(server, s, '/api/cart/del', { ids: [p3Line.id] });
    expect(items(after.body.data)).toHaveLength(1);
    expect(after.body.data.selected_total).toBe('25.00');
  });

  it('marks lines invalid (not dropped) when the product goes off sale, the SKU goes away or stock runs out', async () => {
    const s = await createShopper(server.app);
    const { app } = server;
    const p4 = await productId(app, 4);
    const p5 = await productId(app, 5);
    await postAs(server, s, '/api/cart/add', { product_id: p4, quantity: 1 });
    await postAs(server, s, '/api/cart/add', { product_id: p5, quantity: 1 });
    await postAs(server, s, '/api/cart/add', { product_id: p6, sku_id: red, quantity: 1 });
    expect(items(await list(s)).every((i) => !i.invalid)).toBe(true);

    await app.db.updateTable('products').set({ status: 'off' }).where('id', '=', p4).execute();
    await app.db.updateTable('products').set({ stock: 0 }).where('id', '=', p5).execute();
    await app.db.deleteFrom('product_skus').where('id', '=', red).execute();
    try {
      const data = await list(s);
      const lines = items(data);
      expect(lines).toHaveLength(3);
      expect(lines.every((l) => l.invalid)).toBe(true);
      expect(data.selected_total).toBe('0.00');
      const p4Line = lines.find((l) => l.product_id === p4)!;
      expect((await postAs(server, s, '/api/cart/update', { id: p4Line.id, quantity: 2 })).body.msg).toBe(
        'This product is no longer available',
      );
    } finally {
      await app.db.updateTable('products').set({ status: 'on' }).where('id', '=', p4).execute();
      await app.db.updateTable('products').set({ stock: 10 }).where('id', '=', p5).execute();
    }
  });
});

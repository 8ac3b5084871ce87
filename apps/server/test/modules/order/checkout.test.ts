import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { addAddress, getAs, placeOrder, postAs, productId, skuId, stockOf } from '../../helpers/orders';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let p2: number; // Beta Shop, 12.50, freight 3.00 (set below)
let p3: number; // Alpha Shop, 3.99, freight 2.00
let p4: number; // Beta Shop, 20.00, freight 5.00
let p5: number; // Alpha Shop, 59.99, no freight
let p6: number; // Beta Shop, SKU Red 15.00 stock 3
let red: number;
let alphaShop: number;

beforeAll(async () => {
  server = await startServer();
  const { app } = server;
  [p2, p3, p4, p5, p6] = (await Promise.all([2, 3, 4, 5, 6].map((n) => productId(app, n)))) as [
    number,
    number,
    number,
    number,
    number,
  ];
  red = await skuId(app, p6, 'Red');
  for (const [id, freight] of [
    [p2, 300],
    [p3, 200],
    [p4, 500],
  ] as const) {
    await app.db.updateTable('products').set({ freight }).where('id', '=', id).execute();
  }
  alphaShop = (await app.db.selectFrom('shops').select('id').where('name', '=', 'Alpha Shop').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => server.close());

const preview = (s: TestShopper, body: unknown, lang = 'en') =>
  server.request(`/api/order/preview?lang=${lang}`, { method: 'POST', headers: { token: s.token }, json: body });

async function addPromo(code: string, fields: Record<string, unknown>) {
  const now = nowSeconds();
  await server.app.db
    .insertInto('promo_codes')
    .values({ code, starttime: now - 60, endtime: now + 3600, per_user_limit: 1, createtime: now, ...fields })
    .execute();
}

describe('order/preview', () => {
  it('prices per shop on the server: freight is the highest of the shop’s items, client prices are ignored', async () => {
    const s = await createShopper(server.app);
    const res = await preview(s, {
      items: [
        { product_id: p2, quantity: 2, price: '0.01' },
        { product_id: p4, quantity: 1, price: 0 },
        { product_id: p3, quantity: 3 },
      ],
      total: '0.01',
    });
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    expect(data.address).toBeNull();
    const beta = data.groups.find((g: { shop: { name: string } }) => g.shop.name === 'Beta Shop');
    const alpha = data.groups.find((g: { shop: { name: string } }) => g.shop.name === 'Alpha Shop');
    expect(beta).toMatchObject({ freight: '5.00', subtotal: '45.00' });
    expect(beta.items.map((i: { price: string }) => i.price)).toEqual(['12.50', '20.00']);
    expect(alpha).toMatchObject({ freight: '2.00', subtotal: '11.97' });
    expect(data).toMatchObject({ discount: '0.00', total: '63.97' });
  });

  it('shows the caller’s address, refuses someone else’s, and refuses an empty selection', async () => {
    const s = await createShopper(server.app);
    const other = await createShopper(server.app);
    const mine = await addAddress(server.app, s.id);
    const theirs = await addAddress(server.app, other.id);
    const ok = await preview(s, { items: [{ product_id: p2, quantity: 1 }], address_id: mine });
    expect(ok.body.data.address).toMatchObject({ id: mine, name: 'Ann Lee', is_default: true });
    const bad = await preview(s, { items: [{ product_id: p2, quantity: 1 }], address_id: theirs });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Please choose shipping address' });
    expect((await preview(s, { items: [] })).body).toMatchObject({ code: 0, msg: 'Please select item to checkout' });
    expect((await preview(s, { cart_ids: [] }, 'zh-cn')).body.msg).toBe('请选择要结算的商品');
  });

  it('refuses more than the stock and a product that needs a spec', async () => {
    const s = await createShopper(server.app);
    expect((await preview(s, { items: [{ product_id: p2, quantity: 11 }] })).body.msg).toBe('Insufficient stock');
    expect((await preview(s, { items: [{ product_id: p6, quantity: 1 }] })).body.msg).toBe(
      'Please choose a specification',
    );
  });

  it('tells why a promo code does not apply, in the request language', async () => {
    const s = await createShopper(server.app);
    const now = nowSeconds();
    await addPromo('OLD1', { type: 'fixed', amount: 100, starttime: now - 7200, endtime: now - 3600 });
    await addPromo('SOON1', { type: 'fixed', amount: 100, starttime: now + 3600, endtime: now + 7200 });
    await addPromo('ALPHA1', { type: 'fixed', amount: 100, shop_id: alphaShop });
    const reasonOf = async (code: string, lang = 'en') =>
      (await preview(s, { items: [{ product_id: p2, quantity: 1 }], promo_code: code }, lang)).body.data;
    expect(await reasonOf('SAVE5')).toMatchObject({
      discount: '0.00',
      total: '15.50',
      promo: {
        code: 'SAVE5',
        applied: false,
        reason: 'min_spend',
        message: 'Spend at least $30.00 to use this promo code',
      },
    });
    expect((await reasonOf('NOPE')).promo).toMatchObject({
      reason: 'not_found',
      message: 'This promo code does not exist',
    });
    expect((await reasonOf('OLD1')).promo.reason).toBe('expired');
    expect((await reasonOf('SOON1')).promo.reason).toBe('not_started');
    expect((await reasonOf('ALPHA1')).promo.reason).toBe('wrong_shop');
    expect((await reasonOf('SAVE5', 'ja')).promo.message).toBe(
      'このクーポンコードは $30.00 以上のお買い上げで使えます',
    );
  });

  it('applies percent and fixed codes, platform-wide split over shops or for one shop', async () => {
    const s = await createShopper(server.app);
    const welcome = await preview(s, {
      items: [
        { product_id: p2, quantity: 2 },
        { product_id: p3, quantity: 1 },
      ],
      promo_code: 'welcome10',
    });
    // goods 25.00 + 3.99 = 28.99 → 10% = 2.89 (rounded down); freight 3.00 + 2.00
    expect(welcome.body.data).toMatchObject({ discount: '2.89', total: '31.10', promo: { applied: true } });
    await addPromo('ALPHA2', { type: 'fixed', amount: 300, shop_id: alphaShop, min_spend: 500 });
    const alpha = await preview(s, {
      items: [
        { product_id: p2, quantity: 1 },
        { product_id: p3, quantity: 2 },
      ],
      promo_code: 'ALPHA2',
    });
    // Only Alpha's 7.98 counts toward the minimum and gets the 3.00 off.
    expect(alpha.body.data).toMatchObject({ discount: '3.00', total: '22.48' });
  });
});

describe('order/create', () => {
  it('needs an address, then places one order per shop in one batch, reserving stock and emptying the bag', async () => {
    const s = await createShopper(server.app);
    const address = await addAddress(server.app, s.id);
    const a = await postAs(server, s, '/api/cart/add', { product_id: p2, quantity: 2 });
    const b = await postAs(server, s, '/api/cart/add', { product_id: p3, quantity: 1 });
    const keep = await postAs(server, s, '/api/cart/add', { product_id: p4, quantity: 1 });
    const cartIds = [a.body.data.id, b.body.data.id];
    const before = [await stockOf(server.app, p2), await stockOf(server.app, p3)];

    const missing = await postAs(server, s, '/api/order/create', { cart_ids: cartIds });
    expect(missing.body).toMatchObject({ code: 0, msg: 'Please choose shipping address' });
    expect(await stockOf(server.app, p2)).toBe(before[0]);

    const res = await postAs(server, s, '/api/order/create', {
      cart_ids: cartIds,
      address_id: address,
      remark: 'ring twice',
      total: '0.01',
    });
    expect(res.body.code).toBe(1);
    const { pay_sn, order_ids, total } = res.body.data;
    expect(order_ids).toHaveLength(2);
    expect(total).toBe('33.99');
    expect([await stockOf(server.app, p2), await stockOf(server.app, p3)]).toEqual([before[0]! - 2, before[1]! - 1]);

    const rows = await server.app.db.selectFrom('orders').selectAll().where('pay_sn', '=', pay_sn).execute();
    expect(rows.map((r) => r.status)).toEqual(['waiting_pay', 'waiting_pay']);
    expect(rows.every((r) => r.user_id === s.id && r.remark === 'ring twice')).toBe(true);
    expect(JSON.parse(rows[0]!.address)).toMatchObject({ id: address, name: 'Ann Lee', area: 'Bangkok' });
    expect(rows.reduce((sum, r) => sum + r.total, 0)).toBe(3399);

    // Editing the address later does not change the order's copy.
    await server.app.db.updateTable('addresses').set({ name: 'Changed' }).where('id', '=', address).execute();
    const detail = await getAs(server, s, `/api/order/detail?id=${order_ids[0]}`);
    expect(detail.body.data.address.name).toBe('Ann Lee');

    const bag = (await getAs(server, s, '/api/cart/list')).body.data;
    expect(bag.shops.flatMap((g: { items: { id: number }[] }) => g.items.map((i) => i.id))).toEqual([
      keep.body.data.id,
    ]);

    // Jobs: each order has its auto-cancel timer.
    const jobs = await server.app.db
      .selectFrom('jobs')
      .select(['kind', 'ref'])
      .where('kind', '=', 'order_auto_cancel')
      .execute();
    expect(jobs.map((j) => Number(j.ref))).toEqual(expect.arrayContaining(order_ids));
  });

  it('refuses someone else’s cart lines', async () => {
    const s = await createShopper(server.app);
    const other = await createShopper(server.app);
    const line = await postAs(server, other, '/api/cart/add', { product_id: p2, quantity: 1 });
    const res = await postAs(server, s, '/api/order/create', {
      cart_ids: [line.body.data.id],
      address_id: await addAddress(server.app, s.id),
    });
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'record_not_found' } });
  });

  it('uses the price of the moment, whatever the client saw', async () => {
    const s = await createShopper(server.app);
    const address = await addAddress(server.app, s.id);
    await server.app.db.updateTable('products').set({ price: 1_400 }).where('id', '=', p2).execute();
    try {
      const order = await placeOrder(server, s, [{ product_id: p2, quantity: 1, price: '12.50' } as never], address);
      expect(order.total).toBe('17.00');
      const item = await server.app.db
        .selectFrom('order_items')
        .select('price')
        .where('order_id', '=', order.order_ids[0]!)
        .executeTakeFirstOrThrow();
      expect(item.price).toBe(1_400);
    } finally {
      await server.app.db.updateTable('products').set({ price: 1_250 }).where('id', '=', p2).execute();
    }
  });

  it('answers the same Idempotency-Key with the first result and places nothing twice', async () => {
    const s = await createShopper(server.app);
    const body = { items: [{ product_id: p3, quantity: 1 }], address_id: await addAddress(server.app, s.id) };
    const first = await postAs(server, s, '/api/order/create', body, 'create-1');
    const second = await postAs(server, s, '/api/order/create', body, 'create-1');
    expect(second.body.data).toEqual(first.body.data);
    const count = await server.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('records a promo use per shopper: a second use is refused, a cancel gives it back', async () => {
    const s = await createShopper(server.app);
    const address = await addAddress(server.app, s.id);
    const items = [{ product_id: p4, quantity: 2 }];
    const first = await placeOrder(server, s, items, address, { promo_code: 'SAVE5' });
    expect(first.total).toBe('40.00'); // 40.00 + 5.00 freight − 5.00
    const again = await postAs(server, s, '/api/order/create', { items, address_id: address, promo_code: 'SAVE5' });
    expect(again.body).toMatchObject({ code: 0, msg: 'You have already used this promo code' });
    expect((await preview(s, { items, promo_code: 'SAVE5' })).body.data.promo.reason).toBe('used_up');
    expect((await postAs(server, s, '/api/order/cancel', { id: first.order_ids[0] })).body.code).toBe(1);
    expect((await preview(s, { items, promo_code: 'SAVE5' })).body.data.promo.applied).toBe(true);
  });

  it('lets one of several concurrent checkouts of the same shopper use a once-per-shopper code', async () => {
    const s = await createShopper(server.app);
    const body = {
      items: [{ product_id: p3, quantity: 1 }],
      address_id: await addAddress(server.app, s.id),
      promo_code: 'WELCOME10',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => postAs(server, s, '/api/order/create', body)));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(
      results.filter((r) => r.body.code === 0).every((r) => r.body.msg === 'You have already used this promo code'),
    ).toBe(true);
  });

  it('enforces a code’s total limit', async () => {
    await addPromo('ONCE', { type: 'fixed', amount: 100, total_limit: 1 });
    const [a, b] = [await createShopper(server.app), await createShopper(server.app)];
    await placeOrder(server, a, [{ product_id: p3, quantity: 1 }], await addAddress(server.app, a.id), {
      promo_code: 'ONCE',
    });
    const res = await postAs(server, b, '/api/order/create', {
      items: [{ product_id: p3, quantity: 1 }],
      address_id: await addAddress(server.app, b.id),
      promo_code: 'ONCE',
    });
    expect(res.body).toMatchObject({ code: 0, msg: 'This promo code has been fully redeemed' });
  });
});

describe('stock under concurrency', () => {
  it('20 concurrent orders for the last 5 units: 5 succeed, stock reaches 0, never below', async () => {
    await server.app.db.updateTable('products').set({ stock: 5 }).where('id', '=', p5).execute();
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createShopper(server.app)));
    const addresses = await Promise.all(shoppers.map((s) => addAddress(server.app, s.id)));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        postAs(server, s, '/api/order/create', { items: [{ product_id: p5, quantity: 1 }], address_id: addresses[i] }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 0).every((r) => r.body.msg === 'Insufficient stock')).toBe(true);
    expect(await stockOf(server.app, p5)).toBe(0);
  });

  it('20 concurrent orders for a SKU with 3 left: 3 succeed', async () => {
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createShopper(server.app)));
    const addresses = await Promise.all(shoppers.map((s) => addAddress(server.app, s.id)));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        postAs(server, s, '/api/order/create', {
          items: [{ product_id: p6, sku_id: red, quantity: 1 }],
          address_id: addresses[i],
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(3);
    expect(await stockOf(server.app, p6, red)).toBe(0);
  });
});

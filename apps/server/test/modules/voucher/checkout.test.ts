import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { shopIdByName } from '../../helpers/chat';
import { addAddress, postAs, productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { collect, createVoucher } from '../../helpers/vouchers';

let server: TestServer;
let alpha: number;
let beta: number;
let p4: number;
let p5: number;

beforeAll(async () => {
  server = await startServer();
  [alpha, beta] = await Promise.all([shopIdByName(server.app, 'Alpha Shop'), shopIdByName(server.app, 'Beta Shop')]);
  [p4, p5] = await Promise.all([productId(server.app, 4), productId(server.app, 5)]);
  // Alpha's product 5 (59.99) ships for 5.00, Beta's product 4 (20.00) for 3.00.
  await server.app.db.updateTable('products').set({ freight: 500 }).where('id', '=', p5).execute();
  await server.app.db.updateTable('products').set({ freight: 300 }).where('id', '=', p4).execute();
});
afterAll(() => server.close());

const items = () => [
  { product_id: p5, quantity: 1 },
  { product_id: p4, quantity: 1 },
];

const preview = async (s: TestShopper, vouchers: unknown, extra: Record<string, unknown> = {}) => {
  const res = await postAs(server, s, '/api/order/preview', { items: items(), vouchers, ...extra });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data;
};

const groupOf = (data: { groups: { shop: { id: number } }[] }, shopId: number) =>
  data.groups.find((g) => g.shop.id === shopId) as unknown as Record<string, string>;

describe('order/preview with vouchers', () => {
  it('applies shop, then platform on what is left (largest remainder), then shipping on the freight', async () => {
    const s = await createShopper(server.app);
    const shop = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shop', shopId: alpha, kind: 'percent', value: 10, maxDiscount: 500 }),
    );
    const platform = await collect(server, s.token, await createVoucher(server.app, { kind: 'percent', value: 10 }));
    const shipping = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shipping', value: 1000 }),
    );
    const data = await preview(s, { shop: { [alpha]: shop }, platform, shipping });
    // Alpha: 10% of 59.99 = 5.99, capped at 5.00. Platform: 10% of (54.99 + 20.00) = 7.49, rounded down,
    // shared 54.99 : 20.00 → 5.4926 / 1.9976 → 5.49 and 1.99, the last cent to the larger remainder (Beta).
    // Shipping: 10.00 on 8.00 of freight takes 8.00, shared as the freight is.
    expect(groupOf(data, alpha)).toMatchObject({
      subtotal: '59.99',
      freight: '5.00',
      shop_discount: '5.00',
      shipping_discount: '5.00',
    });
    expect(groupOf(data, beta)).toMatchObject({
      subtotal: '20.00',
      freight: '3.00',
      shop_discount: '0.00',
      shipping_discount: '3.00',
    });
    expect(data).toMatchObject({ platform_discount: '7.49', discount: '20.49', total: '67.50' });
    expect(data.vouchers.applied).toEqual({ shop: { [alpha]: shop }, platform, shipping });
    expect(data.vouchers.unusable).toEqual([]);

    const created = await postAs(server, s, '/api/order/create', {
      items: items(),
      address_id: await addAddress(server.app, s.id),
      vouchers: { shop: { [alpha]: shop }, platform, shipping },
    });
    expect(created.body.data.total).toBe('67.50');
    const orders = await server.app.db
      .selectFrom('orders')
      .select(['shop_id', 'discount', 'total'])
      .where('pay_sn', '=', created.body.data.pay_sn)
      .execute();
    expect(orders.find((o) => o.shop_id === alpha)).toEqual({ shop_id: alpha, discount: 500 + 549 + 500, total: 4950 });
    expect(orders.find((o) => o.shop_id === beta)).toEqual({ shop_id: beta, discount: 200 + 300, total: 1800 });
    const mine = await server.app.db
      .selectFrom('user_vouchers')
      .select('status')
      .where('id', 'in', [shop, platform, shipping])
      .execute();
    expect(mine.map((m) => m.status)).toEqual(['used', 'used', 'used']);
  });

  it('explains each voucher it cannot take, in the request language', async () => {
    const s = await createShopper(server.app);
    const other = await createShopper(server.app);
    const now = nowSeconds();
    const notYours = await collect(server, other.token, await createVoucher(server.app));
    const minSpend = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shop', shopId: beta, minSpend: 10_000 }),
    );
    const wrongShop = await collect(server, s.token, await createVoucher(server.app, { scope: 'shop', shopId: alpha }));
    const scope = await collect(server, s.token, await createVoucher(server.app));
    const ending = await createVoucher(server.app, { scope: 'shipping' });
    const expired = await collect(server, s.token, ending);
    await server.app.db
      .updateTable('vouchers')
      .set({ ends_at: now - 1 })
      .where('id', '=', ending)
      .execute();
    const data = await preview(s, {
      shop: { [beta]: minSpend, [alpha]: notYours },
      platform: wrongShop,
      shipping: expired,
    });
    const reasons = Object.fromEntries(
      data.vouchers.unusable.map((u: { id: number; reason: string }) => [u.id, u.reason]),
    );
    expect(reasons).toEqual({
      [minSpend]: 'min_spend',
      [notYours]: 'not_yours',
      [wrongShop]: 'scope',
      [expired]: 'expired',
    });
    expect(data.vouchers.unusable.find((u: { id: number }) => u.id === minSpend).msg).toBe(
      'Spend at least $100.00 to use this voucher.',
    );
    expect(data).toMatchObject({ discount: '0.00', total: '87.99', vouchers: { applied: {} } });

    const shopSlot = await preview(s, { shop: { [beta]: wrongShop }, shipping: scope }, { lang: 'ja' });
    expect(shopSlot.vouchers.unusable).toEqual([
      { id: wrongShop, reason: 'wrong_shop', msg: 'このクーポンは別のショップ用です。' },
      { id: scope, reason: 'scope', msg: 'このクーポンはここでは使用できません。' },
    ]);

    const refused = await postAs(server, s, '/api/order/create', {
      items: items(),
      address_id: await addAddress(server.app, s.id),
      vouchers: { shop: { [beta]: minSpend } },
    });
    expect(refused.body).toMatchObject({ code: 0, data: { reason: 'min_spend', field: 'vouchers' } });
  });

  it('refuses a malformed vouchers field with code 0, and ignores a key that is no shop id', async () => {
    const s = await createShopper(server.app);
    const ignored = await postAs(server, s, '/api/order/preview', { items: items(), vouchers: { shop: { abc: 1 } } });
    expect(ignored.body.code).toBe(1);
    expect(ignored.body.data.vouchers, JSON.stringify(ignored.body.data.vouchers)).toEqual({
      applied: {},
      best: {},
      unusable: [],
    });
    for (const vouchers of [{ platform: 'x' }, { shipping: 0 }, { shop: [1] }, { shop: { 5: 'y' } }]) {
      const res = await postAs(server, s, '/api/order/preview', { items: items(), vouchers });
      expect(res.status, JSON.stringify(vouchers)).toBe(200);
      expect(res.body.code, JSON.stringify(vouchers)).toBe(0);
    }
  });

  it('counts a promo code as the platform voucher', async () => {
    const s = await createShopper(server.app);
    const now = nowSeconds();
    const code = `V${randomUUID().slice(0, 8).toUpperCase()}`;
    await server.app.db
      .insertInto('promo_codes')
      .values({ code, type: 'fixed', amount: 100, min_spend: 0, createtime: now, status: 'normal' })
      .execute();
    const platform = await collect(server, s.token, await createVoucher(server.app));
    const data = await preview(s, { platform }, { promo_code: code });
    expect(data.vouchers.unusable).toMatchObject([{ id: platform, reason: 'promo_conflict' }]);
    expect(data).toMatchObject({ discount: '1.00', platform_discount: '0.00' });
    expect(data.vouchers.best).toEqual({});
  });

  it('suggests the combination of the caller’s vouchers that saves most, without applying it', async () => {
    const s = await createShopper(server.app);
    const small = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shop', shopId: alpha, value: 100 }),
    );
    const big = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shop', shopId: alpha, value: 300 }),
    );
    await collect(server, s.token, await createVoucher(server.app, { value: 200 }));
    // 5% of what is left of the goods (79.99 − 3.00 = 76.99) is 3.84: more than 2.00.
    const percent = await collect(server, s.token, await createVoucher(server.app, { kind: 'percent', value: 5 }));
    const ship = await collect(server, s.token, await createVoucher(server.app, { scope: 'shipping', value: 100 }));
    await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shipping', value: 100, minSpend: 1_000_000 }),
    );
    const data = await preview(s, { shop: { [alpha]: small } });
    expect(data.vouchers.best).toEqual({ shop: { [alpha]: big }, platform: percent, shipping: ship });
    expect(data.vouchers.applied).toEqual({ shop: { [alpha]: small } });
    expect(data.discount).toBe('1.00');
  });
});

describe('order/create spends a voucher once', () => {
  it('lets one of two racing checkouts with the same voucher through', async () => {
    const s = await createShopper(server.app);
    const address = await addAddress(server.app, s.id);
    const platform = await collect(server, s.token, await createVoucher(server.app, { value: 300 }));
    const body = { items: [{ product_id: p4, quantity: 1 }], address_id: address, vouchers: { platform } };
    const answers = await Promise.all([
      postAs(server, s, '/api/order/create', body, randomUUID()),
      postAs(server, s, '/api/order/create', body, randomUUID()),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
    const refused = answers.find((a) => a.body.code === 0)!;
    expect(refused.body.msg).toBe('This voucher has already been used.');
    const spent = await server.app.db
      .selectFrom('order_vouchers')
      .select('order_id')
      .where('user_voucher_id', '=', platform)
      .execute();
    expect(spent).toHaveLength(1);
  });
});

describe('cancelling an unpaid order', () => {
  it('gives a shop voucher back, and a shared platform voucher once all of the checkout’s orders are cancelled', async () => {
    const s = await createShopper(server.app);
    const shop = await collect(server, s.token, await createVoucher(server.app, { scope: 'shop', shopId: beta }));
    const platform = await collect(server, s.token, await createVoucher(server.app, { value: 1000 }));
    const created = await postAs(server, s, '/api/order/create', {
      items: items(),
      address_id: await addAddress(server.app, s.id),
      vouchers: { shop: { [beta]: shop }, platform },
    });
    const orders = await server.app.db
      .selectFrom('orders')
      .select(['id', 'shop_id'])
      .where('pay_sn', '=', created.body.data.pay_sn)
      .execute();
    const status = async (id: number) =>
      (await server.app.db.selectFrom('user_vouchers').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    const betaOrder = orders.find((o) => o.shop_id === beta)!.id;
    const alphaOrder = orders.find((o) => o.shop_id === alpha)!.id;
    expect((await postAs(server, s, '/api/order/cancel', { id: betaOrder })).body.code).toBe(1);
    expect(await status(shop)).toBe('unused');
    expect(await status(platform)).toBe('used');
    expect((await postAs(server, s, '/api/order/cancel', { id: alphaOrder })).body.code).toBe(1);
    expect(await status(platform)).toBe('unused');
    // And it can be spent again.
    const again = await preview(s, { platform });
    expect(again.platform_discount).toBe('10.00');
  });

  it('keeps a voucher that ended meanwhile used on the cancelled order', async () => {
    const s = await createShopper(server.app);
    const voucherId = await createVoucher(server.app, { scope: 'shop', shopId: beta });
    const shop = await collect(server, s.token, voucherId);
    const created = await postAs(server, s, '/api/order/create', {
      items: [{ product_id: p4, quantity: 1 }],
      address_id: await addAddress(server.app, s.id),
      vouchers: { shop: { [beta]: shop } },
    });
    await server.app.db
      .updateTable('vouchers')
      .set({ ends_at: nowSeconds() - 1 })
      .where('id', '=', voucherId)
      .execute();
    expect((await postAs(server, s, '/api/order/cancel', { id: created.body.data.order_ids[0] })).body.code).toBe(1);
    const row = await server.app.db
      .selectFrom('user_vouchers')
      .select('status')
      .where('id', '=', shop)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('used');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { announceFavouriteAlerts } from '../../../src/modules/notification/favourite-alerts';
import { createAdmin } from '../../helpers/admins';
import { runBackInStock } from '../../helpers/back-in-stock';
import { addAddress, getAs, placeOrder, postAs, productId, stockOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

/**
 * Alerts on favourites (docs/product.md#alerts-on-favourites): a favourited product that gets cheaper than when it was
 * favourited or last announced tells each shopper who favourited it once (price_drop); one that
 * comes back from sold out tells them once (back_in_stock), at most once per hold-off; each switch in user/profile turns
 * its alert off.
 */
let server: TestServer;
let admin: { token: string };
let merchant: { token: string };
let ann: TestShopper;
let bob: TestShopper;
let carl: TestShopper;
let dee: TestShopper;
let p3: number;

interface Notice {
  type: string;
  title: string;
  content: string;
  target: { kind: string; id: number } | null;
}

beforeAll(async () => {
  // The "back in stock" job runs when the tests say (runBackInStock), not on its own poll.
  server = await startServer({ config: { jobPollMs: 3_600_000 } });
  admin = await createAdmin(server.app);
  p3 = await productId(server.app, 3);
  const { shop_id } = await server.app.db
    .selectFrom('products')
    .select('shop_id')
    .where('id', '=', p3)
    .executeTakeFirstOrThrow();
  merchant = await createAdmin(server.app, { role: 'merchant', shopId: shop_id });
  ann = await createShopper(server.app);
  bob = await createShopper(server.app);
  carl = await createShopper(server.app);
  dee = await createShopper(server.app);
  for (const s of [ann, bob, dee]) {
    expect((await postAs(server, s, '/api/product/favourite', { id: p3 })).body.msg).toBe('Success');
  }
  const off = await postAs(server, dee, '/api/user/profile', { alert_price_drop: false, alert_back_in_stock: false });
  expect(off.body.data).toMatchObject({ alert_price_drop: false, alert_back_in_stock: false });
});
afterAll(() => server.close());

const alerts = async (s: TestShopper, lang = 'en'): Promise<Notice[]> =>
  (
    await server.request(`/api/notification/list?lang=${lang}&limit=50`, { headers: { token: s.token } })
  ).body.data.data.filter((n: Notice) => n.type === 'price_drop' || n.type === 'back_in_stock');

const editor = async (as: { token: string }) =>
  (await server.request(`/api/admin/product/detail?id=${p3}`, { headers: { token: as.token } })).body.data;

async function save(as: { token: string }, changes: Record<string, unknown>): Promise<void> {
  const loaded = await editor(as);
  const res = await server.request('/api/admin/product/save', {
    method: 'POST',
    headers: { token: as.token },
    json: { ...loaded, ...changes },
  });
  expect(res.body.msg).toBe('Success');
}

describe('price_drop', () => {
  it('tells each favouriting shopper once per drop, in their language, by operator or merchant', async () => {
    const before = (await editor(admin)).price as string;
    const lower = (Number(before) - 1).toFixed(2);
    await save(admin, { price: lower, title_i18n: { ja: '商品3' } });

    const [annJa] = await alerts(ann, 'ja');
    expect(annJa).toEqual(
      expect.objectContaining({
        type: 'price_drop',
        title: '値下げのお知らせ',
        content: `商品3が $${lower}になりました（以前は $${before}）。`,
        target: { kind: 'product', id: p3 },
      }),
    );
    expect(await alerts(bob)).toEqual([
      expect.objectContaining({ title: 'Price drop', content: `Product 3 is now $${lower} (was $${before}).` }),
    ]);

    // Lowered again, by the shop's merchant: a second one.
    const lowest = (Number(lower) - 1).toFixed(2);
    await save(merchant, { price: lowest });
    const annNow = await alerts(ann, 'zh-cn');
    expect(annNow).toHaveLength(2);
    expect(annNow[0]!.content).toBe(`Product 3 现价 $${lowest}（原价 $${lower}）。`);
    expect(await alerts(bob)).toHaveLength(2);

    // Raised, saved unchanged, then lowered but not below the last announced price: nothing.
    await save(admin, { price: (Number(lowest) + 2).toFixed(2) });
    await save(merchant, { title: 'Product 3' });
    await save(admin, { price: (Number(lowest) + 1).toFixed(2) });
    expect(await alerts(ann)).toHaveLength(2);
    expect(await alerts(bob)).toHaveLength(2);
  });

  it('keeps a drop made off the shelf for when the product is back on it', async () => {
    const was = (await editor(admin)).price as string;
    // Half the last announced price (the previous test left it 1.00 below the current one).
    const cut = ((Number(was) - 1) / 2).toFixed(2);
    await save(merchant, { status: 'off', price: cut });
    expect(await alerts(ann)).toHaveLength(2);
    await save(admin, { status: 'on' });
    const news = await alerts(ann);
    expect(news).toHaveLength(3);
    expect(news[0]!.content.startsWith(`Product 3 is now $${cut} (was `)).toBe(true);
  });

  it('tells nobody who switched it off or did not favourite the product', async () => {
    expect(await alerts(dee)).toEqual([]);
    expect(await alerts(carl)).toEqual([]);
  });
});

describe('price_drop of one SKU', () => {
  it('tells when any SKU gets cheaper than when favourited or last told, once, with that SKU’s prices', async () => {
    const p6 = await productId(server.app, 6);
    const erin = await createShopper(server.app);
    expect((await postAs(server, erin, '/api/product/favourite', { id: p6 })).body.msg).toBe('Success');
    const drops = async () =>
      (await alerts(erin)).filter((n) => n.type === 'price_drop' && n.target?.id === p6).map((n) => n.content);
    // Blue (17.00) and Red (15.00); the product's price is the cheapest SKU's.
    const saveSkus = async (prices: Record<string, string>) => {
      const loaded = (await server.request(`/api/admin/product/detail?id=${p6}`, { headers: { token: admin.token } }))
        .body.data;
      const skus = loaded.skus.map((sku: { spec: { Color: string }; price: string }) => ({
        ...sku,
        price: prices[sku.spec.Color] ?? sku.price,
      }));
      const res = await server.request('/api/admin/product/save', {
        method: 'POST',
        headers: { token: admin.token },
        json: { ...loaded, skus },
      });
      expect(res.body.msg).toBe('Success');
    };

    await saveSkus({ Blue: '16.00' });
    expect(await drops()).toEqual(['Product 6 is now $16.00 (was $17.00).']);
    // Saved again, raised, then lowered but not below the last told price: nothing.
    await saveSkus({ Blue: '16.00' });
    await saveSkus({ Blue: '18.00' });
    await saveSkus({ Blue: '16.50' });
    expect(await drops()).toHaveLength(1);
    // The cheapest SKU (so the product's price too): one alert, not two.
    await saveSkus({ Red: '14.00' });
    expect(await drops()).toEqual(['Product 6 is now $14.00 (was $15.00).', 'Product 6 is now $16.00 (was $17.00).']);
    // Both at once: the larger drop is told.
    await saveSkus({ Red: '13.50', Blue: '12.00' });
    expect((await drops())[0]).toBe('Product 6 is now $12.00 (was $16.00).');
    expect(await drops()).toHaveLength(3);
  });
});

describe('back_in_stock', () => {
  it('tells each favouriting shopper once when the stock is refilled from zero', async () => {
    await save(admin, { stock: 0, stock_loaded: undefined });
    expect(await stockOf(server.app, p3)).toBe(0);
    await save(merchant, { stock: 5, stock_loaded: undefined });
    await save(admin, { stock: 8, stock_loaded: undefined });
    // Announced by the job runner, not in the transaction of the save.
    expect((await alerts(ann)).filter((n) => n.type === 'back_in_stock')).toEqual([]);
    await runBackInStock(server);
    for (const s of [ann, bob]) {
      const news = (await alerts(s, 'th')).filter((n) => n.type === 'back_in_stock');
      expect(news).toEqual([
        expect.objectContaining({
          title: 'สินค้ากลับมาแล้ว',
          content: 'Product 3 กลับมามีสินค้าแล้ว',
          target: { kind: 'product', id: p3 },
        }),
      ]);
    }
    expect(await alerts(dee)).toEqual([]);
    expect(await alerts(carl)).toEqual([]);
  });

  it('tells a loop of reserving the whole stock and cancelling once per hold-off, and a restock by the shop after it', async () => {
    const holdOff = server.config.backInStockHoldOffSeconds;
    const start = nowSeconds();
    const told = async (s: TestShopper) => (await alerts(s)).filter((n) => n.type === 'back_in_stock').length;
    const buyer = await createShopper(server.app, { balanceCents: 1_000_000 });
    const address = await addAddress(server.app, buyer.id);
    const reserveAndCancel = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        const held = await stockOf(server.app, p3);
        const { order_ids } = await placeOrder(server, buyer, [{ product_id: p3, quantity: held }], address);
        expect(await stockOf(server.app, p3)).toBe(0);
        expect((await postAs(server, buyer, '/api/order/cancel', { id: order_ids[0] })).body.msg).toBe('Success');
        expect(await stockOf(server.app, p3)).toBe(held);
      }
    };

    // Just announced (the test before): the loop tells nobody now, in its transactions or from the job.
    await reserveAndCancel(3);
    await runBackInStock(server);
    for (const s of [ann, bob]) expect(await told(s)).toBe(1);
    // Still in stock once the hold-off after the sell-out has passed: the whole loop is told once.
    await runBackInStock(server, start + holdOff + 60);
    for (const s of [ann, bob]) expect(await told(s)).toBe(2);
    await reserveAndCancel(2);
    await runBackInStock(server, start + holdOff + 120);
    for (const s of [ann, bob]) expect(await told(s)).toBe(2);

    // A real restock by the shop is news, told once the hold-off after the last announcement has passed.
    await save(merchant, { stock: 0, stock_loaded: undefined });
    await save(merchant, { stock: 6, stock_loaded: undefined });
    await runBackInStock(server, start + holdOff + 180);
    for (const s of [ann, bob]) expect(await told(s)).toBe(2);
    await runBackInStock(server, start + 2 * holdOff + 120);
    for (const s of [ann, bob]) expect(await told(s)).toBe(3);
    expect(await alerts(dee)).toEqual([]);
    expect(await alerts(carl)).toEqual([]);
  });
});

describe('several writers at once', () => {
  it('announce a change once (instances each comparing in their own transaction)', async () => {
    const before = (await alerts(ann)).length;
    await server.app.db.updateTable('products').set({ price: 1 }).where('id', '=', p3).execute();
    await Promise.all(
      [1, 2, 3].map(() => server.app.db.transaction().execute((trx) => announceFavouriteAlerts(trx, p3, 'shop'))),
    );
    for (const s of [ann, bob]) {
      expect((await alerts(s)).length).toBe(before + 1);
    }
  });
});

describe('the switches', () => {
  it('are on by default and shown on the user object', async () => {
    const me = (await getAs(server, ann, '/api/user/getUserInfo')).body.data;
    expect(me).toMatchObject({ alert_price_drop: true, alert_back_in_stock: true });
  });
});

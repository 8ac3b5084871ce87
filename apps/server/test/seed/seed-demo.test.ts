import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/lib/password';
import { checkLedger, userBalances } from '../../src/modules/ledger';
import { generateDemoCatalog } from '../../src/seed/demo-catalog';
import { productRates, shopRating } from '../../src/modules/review/rating-rule';
import { DEMO_SHOPPER } from '../../src/seed/demo-shopper';
import { seedDemo } from '../../src/seed/seed-demo';
import { createShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
const catalog = generateDemoCatalog({ products: 24, shops: 4 });
beforeAll(async () => {
  server = await startServer({ demoCatalog: () => catalog });
});
afterAll(() => server.close());

describe('first start', () => {
  it('seeds the generated catalog with its ten categories', async () => {
    const { body } = await server.request('/api/index/category');
    expect(body.data).toHaveLength(10);
    const products = await server.request('/api/index/product?limit=50');
    expect(products.body.data.total).toBe(24);
    const articles = await server.app.db.selectFrom('articles').select('lang').distinct().execute();
    expect(articles).toHaveLength(6);
  });

  it('creates the demo shopper with both passwords and a balance credited through the ledger', async () => {
    const user = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_SHOPPER.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('demo1234', user.password_hash)).toBe(true);
    expect(user.pay_password_hash).toMatch(/^hmac-sha256\$/);
    expect(await server.app.payCodes.verify('123456', user.pay_password_hash!)).toEqual({ right: true });
    expect((await userBalances(server.app.db, user.id)).money).toBe(DEMO_SHOPPER.startingBalanceCents);
    expect((await checkLedger(server.app.db)).ok).toBe(true);
  });

  it('creates the first operator (admin/admin123 outside production)', async () => {
    const admin = await server.app.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'admin', role: 'admin' });
    expect(await verifyPassword('admin123', admin.password_hash)).toBe(true);
  });

  it('shows the card top-up form a receiving account, marked as demo data', async () => {
    const { token } = await createShopper(server.app);
    const { body } = await server.request('/api/user/recharge_info', { headers: { token } });
    expect(body.data.accounts).toEqual([
      { currency: 'USD', account: expect.stringMatching(/Demo Bank \(not a real account\)/) },
    ]);
  });

  it('seeds only once', async () => {
    expect(await seedDemo(server.app.db, () => generateDemoCatalog({ products: 5 }), server.app.payCodes)).toBe(false);
  });

  it('serves the demo images it links to', async () => {
    const { body } = await server.request('/api/index/product?limit=1');
    const image = await server.request(body.data.data[0].image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(image.text).toMatch(/^<svg|^<\?xml/);
    expect((await server.request('/images/../etc/passwd.svg')).status).toBe(404);
    expect((await server.request('/images/nothing.svg')).status).toBe(404);
  });
});

describe('demo reviews', () => {
  const reviewRows = () =>
    server.app.db
      .selectFrom('reviews')
      .innerJoin('orders', 'orders.id', 'reviews.order_id')
      .innerJoin('order_items', 'order_items.id', 'reviews.order_item_id')
      .select([
        'reviews.product_id',
        'reviews.shop_id',
        'reviews.user_id',
        'reviews.product_score',
        'reviews.service_score',
        'reviews.postage_score',
        'orders.status',
        'orders.user_id as buyer',
        'order_items.product_id as item_product',
        'order_items.reviewed',
      ])
      .execute();

  it('gives every product with sales reviews, each on a completed order of its reviewer for that product', async () => {
    const rows = await reviewRows();
    const products = await server.app.db.selectFrom('products').select(['id', 'sales', 'review_count']).execute();
    for (const p of products) {
      const own = rows.filter((r) => r.product_id === p.id);
      expect(p.review_count).toBe(own.length);
      expect(own.length > 0).toBe(p.sales > 0);
    }
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'completed', buyer: r.user_id, item_product: r.product_id, reviewed: 1 });
    }
    // Their money went through the ledger: paid by the reviewers, settled to the shops.
    expect((await checkLedger(server.app.db)).ok).toBe(true);
    const payable = await server.app.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<number>('balance').as('sum'))
      .where('kind', '=', 'merchant_payable')
      .executeTakeFirstOrThrow();
    const totals = await server.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('total').as('sum'))
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    expect(Number(payable.sum)).toBe(Number(totals.sum));
    // A hit has many reviews, so no single one moves it much.
    expect(Math.max(...products.map((p) => p.review_count))).toBeGreaterThanOrEqual(10);
  });

  it('computes every product and shop rate from its reviews, by the rule of a live review', async () => {
    const rows = await reviewRows();
    const products = await server.app.db
      .selectFrom('products')
      .select(['id', 'favorable_rate', 'product_score', 'service_score', 'postage_score'])
      .execute();
    for (const p of products) {
      const own = rows.filter((r) => r.product_id === p.id);
      const sum = (pick: (r: (typeof own)[number]) => number) => own.reduce((n, r) => n + pick(r), 0);
      expect(p).toMatchObject(
        productRates({
          count: own.length,
          good: own.filter((r) => r.product_score >= 4).length,
          product: sum((r) => r.product_score),
          service: sum((r) => r.service_score),
          postage: sum((r) => r.postage_score),
        }),
      );
    }
    const shops = await server.app.db.selectFrom('shops').select(['id', 'rating']).execute();
    for (const shop of shops) {
      const own = rows.filter((r) => r.shop_id === shop.id);
      const sum3 = own.reduce((n, r) => n + r.product_score + r.service_score + r.postage_score, 0);
      expect(shop.rating).toBe(shopRating(own.length, sum3));
    }
  });

  it('keeps the generated favourable rates where enough reviews stand behind them', async () => {
    // Products are inserted in the catalog's order.
    const rows = await server.app.db
      .selectFrom('products')
      .select(['favorable_rate', 'review_count'])
      .orderBy('id')
      .execute();
    rows.forEach((p, i) => {
      if (p.review_count >= 20) {
        expect(Math.abs(p.favorable_rate - catalog.products[i]!.favorableRate)).toBeLessThan(10);
      }
    });
    expect(rows.some((p) => p.review_count >= 20)).toBe(true);
  });

  it('shows the reviews with the SKU bought and a masked reviewer', async () => {
    const withSpecs = catalog.products.findIndex((p) => p.specs.length > 0 && p.sales > 0);
    const ids = await server.app.db.selectFrom('products').select('id').orderBy('id').execute();
    const product = ids[withSpecs]!;
    const { body } = await server.request(`/api/product/reviews?id=${product.id}`);
    expect(body.data.total).toBeGreaterThan(0);
    for (const review of body.data.data) {
      expect(review.spec).toMatch(/^[^:;]+: [^;]+(; [^:;]+: [^;]+)*$/);
      expect(review.user.nickname).toMatch(/\*\*\*/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app-types';
import { nowSeconds } from '../../../src/lib/time';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let shopper: TestShopper;
const ids: Record<string, number> = {};

async function productId(app: App, title: string): Promise<number> {
  const row = await app.db.selectFrom('products').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

/** A review as the order engineer's code writes it: an order line of a received order. */
async function addReview(app: App, product: number, user: { id: number }, score: number, createtime: number) {
  const p = await app.db
    .selectFrom('products')
    .select(['shop_id', 'title'])
    .where('id', '=', product)
    .executeTakeFirstOrThrow();
  const sn = `T${createtime}${Math.random().toString(36).slice(2, 8)}`;
  const order = await app.db
    .insertInto('orders')
    .values({
      order_sn: sn,
      pay_sn: sn,
      user_id: user.id,
      shop_id: p.shop_id,
      status: 'completed',
      createtime,
      updatetime: createtime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await app.db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: product,
      sku_id: 0,
      title: p.title,
      spec: 'Color: Red',
      price: 100,
      quantity: 1,
      createtime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('reviews')
    .values({
      order_id: order.id,
      order_item_id: item.id,
      product_id: product,
      user_id: user.id,
      shop_id: p.shop_id,
      product_score: score,
      service_score: 4,
      postage_score: 3,
      content: `Score ${score}`,
      images: JSON.stringify(['/uploads/r.png']),
      createtime,
    })
    .execute();
}

beforeAll(async () => {
  server = await startServer();
  const { app } = server;
  shopper = await createShopper(app);
  for (const n of [1, 2, 5, 6]) ids[`p${n}`] = await productId(app, `Product ${n}`);
  await app.db.updateTable('users').set({ nickname: 'Jonathan' }).where('id', '=', shopper.id).execute();
  const now = nowSeconds();
  await addReview(app, ids.p6!, shopper, 5, now - 100);
  await addReview(app, ids.p6!, shopper, 2, now - 10);
  await app.db
    .updateTable('products')
    .set({
      review_count: 2,
      product_score: 3.5,
      service_score: 4,
      postage_score: 3,
      content: '<p onclick="x()">Hi<script>alert(1)</script><img src="/a.png" onerror="y()"></p>',
    })
    .where('id', '=', ids.p6!)
    .execute();
  await app.db.updateTable('products').set({ status: 'off' }).where('id', '=', ids.p5!).execute();
});
afterAll(() => server.close());

describe('GET /api/product/detail', () => {
  it('answers the card with images, sanitized content, specs, SKUs, shop card and review summary', async () => {
    const { body } = await server.request(`/api/product/detail?id=${ids.p6}`);
    expect(body.code).toBe(1);
    const d = body.data;
    expect(d).toMatchObject({
      id: ids.p6,
      title: 'Product 6',
      price: '15.00',
      market_price: '20.00',
      freight: '0.00',
      stock: 3,
      images: ['/images/product/6/1.svg'],
      specs: [{ name: 'Color', values: ['Red', 'Blue'] }],
      is_favourite: false,
      review_summary: { count: 2, product_score: 3.5, service_score: 4, postage_score: 3 },
    });
    expect(d.skus).toEqual([
      { id: expect.any(Number), spec: { Color: 'Red' }, price: '15.00', stock: 3 },
      { id: expect.any(Number), spec: { Color: 'Blue' }, price: '17.00', stock: 0 },
    ]);
    expect(d.shop).toEqual({
      id: d.shop_id,
      name: 'Beta Shop',
      logo: '/images/shop/2/logo.svg',
      banner: '/images/shop/2/banner.svg',
      rating: 4.2,
      sales: 900,
      followed: false,
    });
    expect(d.content).toBe('<p>Hi<img src="/a.png" /></p>');
  });

  it('gives zero scores before the first review', async () => {
    const { body } = await server.request(`/api/product/detail?id=${ids.p1}`);
    expect(body.data.review_summary).toEqual({ count: 0, product_score: 0, service_score: 0, postage_score: 0 });
    expect(body.data.skus).toEqual([]);
  });

  it('refuses an unknown or off-sale product with code 0', async () => {
    for (const id of [999_999, ids.p5]) {
      const { status, body } = await server.request(`/api/product/detail?id=${id}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, msg: 'The product does not exist or is no longer on sale.' });
    }
    const zh = await server.request(`/api/product/detail?id=${ids.p5}&lang=zh-cn`);
    expect(zh.body.msg).toBe('商品不存在或已下架。');
    expect((await server.request('/api/product/detail?id=abc')).body.code).toBe(0);
  });

  it('shows is_favourite and followed to the signed-in shopper, with a private ETag of its own', async () => {
    const token = { token: shopper.token };
    const anon = await server.request(`/api/product/detail?id=${ids.p2}`);
    await server.request('/api/product/favourite', { headers: token, json: { id: ids.p2 } });
    await server.request('/api/shop/follow', { headers: token, json: { id: anon.body.data.shop_id } });
    const mine = await server.request(`/api/product/detail?id=${ids.p2}`, {
      headers: { ...token, 'if-none-match': anon.headers.get('etag')! },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.is_favourite).toBe(true);
    expect(mine.body.data.shop.followed).toBe(true);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('vary')).toContain('token');
    expect(mine.headers.get('etag')).not.toBe(anon.headers.get('etag'));
    const again = await server.request(`/api/product/detail?id=${ids.p2}`, {
      headers: { 'if-none-match': anon.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/product/reviews', () => {
  it('pages reviews newest first with masked names', async () => {
    const { body } = await server.request(`/api/product/reviews?id=${ids.p6}&limit=1`);
    expect(body.data).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(body.data.data).toEqual([
      {
        id: expect.any(Number),
        user: { nickname: 'J***n', avatar: '' },
        product_score: 2,
        service_score: 4,
        postage_score: 3,
        content: 'Score 2',
        images: ['/uploads/r.png'],
        spec: 'Color: Red',
        createtime: expect.any(Number),
      },
    ]);
    const second = await server.request(`/api/product/reviews?id=${ids.p6}&limit=1&page=2`);
    expect(second.body.data.data[0].product_score).toBe(5);
  });

  it('answers an empty page for a product without reviews and code 0 for an unknown one', async () => {
    const { body } = await server.request(`/api/product/reviews?id=${ids.p1}`);
    expect(body.data).toMatchObject({ total: 0, data: [] });
    expect((await server.request('/api/product/reviews?id=999999')).body.code).toBe(0);
  });
});

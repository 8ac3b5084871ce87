import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { productId, setStock } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
/** Fixture product ids by number: p[2] is "Product 2". */
const p: number[] = [];
const shop: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  for (let n = 1; n <= 7; n++) p[n] = await productId(server.app, n);
  for (const s of await server.app.db.selectFrom('shops').select(['id', 'name']).execute()) shop[s.name] = s.id;
});
afterAll(() => server.close());

const get = (path: string, who?: TestShopper, headers: Record<string, string> = {}) =>
  server.request(path, { headers: { ...headers, ...(who ? { token: who.token } : {}) } });
const ids = (cards: { id: number }[]) => cards.map((c) => c.id);

/** An order straight in the database (these calls only read orders), one line per product. */
async function addOrder(who: TestShopper, status: OrderStatus, products: number[], paid = true): Promise<void> {
  const now = nowSeconds();
  const sn = randomUUID();
  const order = await server.app.db
    .insertInto('orders')
    .values({
      order_sn: sn,
      pay_sn: sn,
      user_id: who.id,
      shop_id: shop['Alpha Shop']!,
      status,
      paytime: paid ? now : null,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const product of products) {
    await server.app.db
      .insertInto('order_items')
      .values({ order_id: order.id, product_id: product, title: 'x', price: 100, quantity: 1, createtime: now })
      .execute();
  }
}

describe('every personal list needs a token', () => {
  it.each(['/api/user/recently_viewed', '/api/user/buy_again', '/api/shop/feed'])('%s', async (path) => {
    for (const headers of [{}, { token: 'not-a-token' }] as Record<string, string>[]) {
      const { status, body } = await server.request(path, { headers });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 401, msg: 'Please login first' });
    }
  });
});

describe('product/recommend', () => {
  let ann: TestShopper;

  beforeAll(async () => {
    ann = await createShopper(server.app);
    const bob = await createShopper(server.app);
    // Bought with Product 2: Product 4 in two paid orders, Product 6 in one; Product 5 only in an unpaid one.
    await addOrder(ann, 'completed', [p[2]!, p[4]!]);
    await addOrder(bob, 'waiting_deliver', [p[2]!, p[4]!, p[6]!]);
    await addOrder(bob, 'waiting_pay', [p[2]!, p[5]!], false);
  });

  it('lists bought together (most shared orders first), then the same category nearest in price, never itself', async () => {
    const { body, headers } = await get(`/api/product/recommend?id=${p[2]}`);
    expect(body.code).toBe(1);
    // Products 7 (450.00) and 1 (999.00) are computers like Product 2 (12.50), of the other shop.
    expect(ids(body.data)).toEqual([p[4], p[6], p[7], p[1]]);
    expect(body.data[0]).toEqual({
      id: p[4],
      shop_id: shop['Beta Shop'],
      title: 'Product 4',
      image: '/images/product/4/1.svg',
      price: '20.00',
      market_price: '25.00',
      sales: 10,
      favorable_rate: 90,
    });
    expect(headers.get('etag')).toBeTruthy();
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('puts products in stock first, each group keeping its order', async () => {
    await setStock(server.app, p[4]!, 0);
    try {
      expect(ids((await get(`/api/product/recommend?id=${p[2]}`)).body.data)).toEqual([p[6], p[7], p[1], p[4]]);
    } finally {
      await setStock(server.app, p[4]!, 10);
    }
  });

  it('is personal with a token: what the caller already bought is left out, and the answer is private', async () => {
    const { body, headers } = await get(`/api/product/recommend?id=${p[2]}`, ann);
    expect(ids(body.data)).toEqual([p[6], p[7], p[1]]);
    expect(headers.get('cache-control')).toBe('private, no-cache');
  });

  it('bounds the limit (default 10, at most 50) and refuses unknown or off-sale products', async () => {
    expect(ids((await get(`/api/product/recommend?id=${p[2]}&limit=2`)).body.data)).toEqual([p[4], p[6]]);
    expect((await get(`/api/product/recommend?id=${p[2]}&limit=50`)).body.code).toBe(1);
    for (const query of [`id=${p[2]}&limit=51`, `id=${p[2]}&limit=0`, 'limit=5', 'id=abc']) {
      const { status, body } = await get(`/api/product/recommend?${query}`);
      expect(status, query).toBe(200);
      expect(body.code, query).toBe(0);
    }
    expect((await get('/api/product/recommend?id=99999')).body).toMatchObject({
      code: 0,
      msg: 'The product does not exist or is no longer on sale.',
    });
    await server.app.db.updateTable('products').set({ status: 'off' }).where('id', '=', p[6]!).execute();
    try {
      expect(ids((await get(`/api/product/recommend?id=${p[2]}`)).body.data)).toEqual([p[4], p[7], p[1]]);
      expect((await get(`/api/product/recommend?id=${p[6]}`)).body.code).toBe(0);
    } finally {
      await server.app.db.updateTable('products').set({ status: 'on' }).where('id', '=', p[6]!).execute();
    }
  });
});

describe('user/recently_viewed', () => {
  let ann: TestShopper;
  let bob: TestShopper;
  const view = (who: TestShopper | undefined, n: number, headers: Record<string, string> = {}) =>
    get(`/api/product/detail?id=${p[n]}`, who, headers);
  const viewedIds = async (who: TestShopper, query = '') =>
    ids((await get(`/api/user/recently_viewed${query}`, who)).body.data.data);

  beforeAll(async () => {
    ann = await createShopper(server.app);
    bob = await createShopper(server.app);
  });

  it('lists the products the caller opened, newest first, each once', async () => {
    for (const n of [1, 3, 1, 5, 5]) expect((await view(ann, n)).body.code).toBe(1);
    const { body } = await get('/api/user/recently_viewed', ann);
    expect(body.data).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
    expect(ids(body.data.data)).toEqual([p[5], p[1], p[3]]);
    expect(body.data.data[0]).toMatchObject({ id: p[5], title: 'Product 5', price: '59.99' });
    const paged = await get('/api/user/recently_viewed?page=2&limit=2', ann);
    expect(paged.body.data).toMatchObject({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    expect(ids(paged.body.data.data)).toEqual([p[3]]);
  });

  it('keeps each shopper’s views apart, and records nothing for anonymous or refused reads', async () => {
    await view(bob, 2);
    await view(undefined, 7);
    await get('/api/product/detail?id=99999', ann);
    expect(await viewedIds(bob)).toEqual([p[2]]);
    expect(await viewedIds(ann)).toEqual([p[5], p[1], p[3]]);
    const rows = await server.app.db.selectFrom('recently_viewed').select('product_id').execute();
    expect(rows.map((r) => r.product_id).sort()).toEqual([p[1], p[2], p[3], p[5]].sort());
  });

  it('records a signed-in view answered 304 from its ETag', async () => {
    const first = await view(ann, 3);
    const etag = first.headers.get('etag')!;
    await view(ann, 7);
    const again = await view(ann, 3, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await viewedIds(ann)).toEqual([p[3], p[7], p[5], p[1]]);
  });

  it('hides products taken off sale and bounds the limit', async () => {
    await server.app.db.updateTable('products').set({ status: 'off' }).where('id', '=', p[7]!).execute();
    try {
      expect(await viewedIds(ann)).toEqual([p[3], p[5], p[1]]);
    } finally {
      await server.app.db.updateTable('products').set({ status: 'on' }).where('id', '=', p[7]!).execute();
    }
    expect((await get('/api/user/recently_viewed?limit=51', ann)).body.code).toBe(0);
    expect((await get('/api/user/recently_viewed?limit=50', ann)).body.code).toBe(1);
  });
});

describe('user/buy_again', () => {
  let carol: TestShopper;

  beforeAll(async () => {
    carol = await createShopper(server.app);
    await addOrder(carol, 'completed', [p[5]!, p[3]!]);
    await addOrder(carol, 'received', [p[7]!]);
    await addOrder(carol, 'delivered', [p[1]!]);
    await addOrder(carol, 'cancelled', [p[4]!], false);
    await addOrder(carol, 'refunded', [p[6]!]);
    await addOrder(carol, 'completed', [p[3]!]);
  });

  it('lists products of received or completed orders, latest first, each once, only the caller’s', async () => {
    const { body } = await get('/api/user/buy_again', carol);
    expect(body.data).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
    expect(ids(body.data.data)).toEqual([p[3], p[7], p[5]]);
    const paged = await get('/api/user/buy_again?limit=1&page=3', carol);
    expect(paged.body.data).toMatchObject({ total: 3, last_page: 3 });
    expect(ids(paged.body.data.data)).toEqual([p[5]]);
    const dave = await createShopper(server.app);
    expect((await get('/api/user/buy_again', dave)).body.data).toMatchObject({ total: 0, data: [] });
  });

  it('puts products in stock first and hides those off sale', async () => {
    await setStock(server.app, p[3]!, 0);
    await server.app.db.updateTable('products').set({ status: 'off' }).where('id', '=', p[7]!).execute();
    try {
      const { body } = await get('/api/user/buy_again', carol);
      expect(body.data.total).toBe(2);
      expect(ids(body.data.data)).toEqual([p[5], p[3]]);
    } finally {
      await setStock(server.app, p[3]!, 10);
      await server.app.db.updateTable('products').set({ status: 'on' }).where('id', '=', p[7]!).execute();
    }
    expect((await get('/api/user/buy_again?limit=51', carol)).body.code).toBe(0);
  });
});

describe('shop/feed', () => {
  it('lists products on sale of the followed shops, newest first, only for the caller', async () => {
    const erin = await createShopper(server.app);
    const frank = await createShopper(server.app);
    await server.request('/api/shop/follow', { headers: { token: erin.token }, json: { id: shop['Alpha Shop'] } });
    // Alpha Shop's products, by age: 7 (4 days), 3 (5), 5 (7), 1 (9).
    const { body } = await get('/api/shop/feed', erin);
    expect(body.data).toMatchObject({ total: 4, per_page: 10, current_page: 1, last_page: 1 });
    expect(ids(body.data.data)).toEqual([p[7], p[3], p[5], p[1]]);
    const paged = await get('/api/shop/feed?limit=3&page=2', erin);
    expect(ids(paged.body.data.data)).toEqual([p[1]]);
    expect((await get('/api/shop/feed', frank)).body.data).toMatchObject({ total: 0, data: [] });

    await server.app.db.updateTable('products').set({ status: 'off' }).where('id', '=', p[3]!).execute();
    try {
      expect(ids((await get('/api/shop/feed', erin)).body.data.data)).toEqual([p[7], p[5], p[1]]);
    } finally {
      await server.app.db.updateTable('products').set({ status: 'on' }).where('id', '=', p[3]!).execute();
    }
    expect((await get('/api/shop/feed?limit=51', erin)).body.code).toBe(0);
  });
});

describe('the recently viewed cap', () => {
  it('keeps the latest 100 views of a shopper, and leaves others’ views alone', async () => {
    const gina = await createShopper(server.app);
    const hal = await createShopper(server.app);
    const category = await server.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const now = nowSeconds();
    const extra = await server.app.db
      .insertInto('products')
      .values(
        Array.from({ length: 103 }, (_, i) => ({
          shop_id: shop['Beta Shop']!,
          category_id: category.id,
          title: `Cap ${i}`,
          price: 100 + i,
          stock: 1,
          createtime: now,
          updatetime: now,
        })),
      )
      .returning('id')
      .execute();
    await get(`/api/product/detail?id=${extra[0]!.id}`, hal);
    for (const { id } of extra) expect((await get(`/api/product/detail?id=${id}`, gina)).body.code).toBe(1);
    const count = await server.app.db
      .selectFrom('recently_viewed')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', gina.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100);
    const { body } = await get('/api/user/recently_viewed?limit=50&page=2', gina);
    expect(body.data).toMatchObject({ total: 100, last_page: 2 });
    // The 3 oldest views are gone: the last card of page 2 is the 4th view.
    expect(body.data.data.at(-1).id).toBe(extra[3]!.id);
    expect((await get('/api/user/recently_viewed', hal)).body.data.total).toBe(1);
  });

  it('lets the operator delete a viewed product (product/del): its views go with it', async () => {
    const viewed = await server.app.db
      .selectFrom('recently_viewed')
      .select('product_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await server.app.db.deleteFrom('products').where('id', '=', viewed.product_id).execute();
    const left = await server.app.db
      .selectFrom('recently_viewed')
      .select('id')
      .where('product_id', '=', viewed.product_id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the four calls: recommend public, the lists with a token, every answer product cards', async () => {
    const { body } = await server.request('/api/openapi.json');
    const recommend = body.paths['/api/product/recommend'].get;
    expect(recommend.security).toBeUndefined();
    expect(recommend.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'limit']);
    expect(recommend.responses['200'].content['application/json'].schema.properties.data.type).toBe('array');
    for (const path of ['/api/user/recently_viewed', '/api/user/buy_again', '/api/shop/feed']) {
      const call = body.paths[path].get;
      expect(call.security, path).toEqual([{ token: [] }]);
      expect(call.parameters.map((p: { name: string }) => p.name).sort(), path).toEqual(['limit', 'page']);
      const data = call.responses['200'].content['application/json'].schema.properties.data;
      expect(Object.keys(data.properties), path).toEqual(['total', 'per_page', 'current_page', 'last_page', 'data']);
    }
  });
});

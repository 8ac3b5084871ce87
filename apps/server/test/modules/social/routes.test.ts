import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let ann: TestShopper;
let bob: TestShopper;
const product: Record<string, number> = {};
const shop: Record<string, number> = {};
let keyCounter = 0;

/** An authenticated POST; a fresh Idempotency-Key lets a test repeat a body inside the 1 s duplicate guard. */
const post = (path: string, who: TestShopper, id: number) =>
  server.request(path, { headers: { token: who.token, 'idempotency-key': `k${++keyCounter}` }, json: { id } });

beforeAll(async () => {
  server = await startServer();
  for (const p of await server.app.db.selectFrom('products').select(['id', 'title']).execute()) {
    product[p.title.replace('Product ', 'p')] = p.id;
  }
  for (const s of await server.app.db.selectFrom('shops').select(['id', 'name']).execute()) shop[s.name] = s.id;
  ann = await createShopper(server.app);
  bob = await createShopper(server.app);
});
afterAll(() => server.close());

describe('follows', () => {
  it('needs a token', async () => {
    const { status, body } = await server.request('/api/shop/follow', { json: { id: shop['Alpha Shop'] } });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
    expect((await server.request('/api/user/follow_list')).status).toBe(401);
  });

  it('follows once even when asked twice, and lists only the caller’s shops', async () => {
    expect((await post('/api/shop/follow', ann, shop['Alpha Shop']!)).body).toMatchObject({ code: 1, data: null });
    expect((await post('/api/shop/follow', ann, shop['Alpha Shop']!)).body.code).toBe(1);
    await post('/api/shop/follow', ann, shop['Beta Shop']!);
    const rows = await server.app.db.selectFrom('follows').select('id').where('user_id', '=', ann.id).execute();
    expect(rows).toHaveLength(2);

    const list = await server.request('/api/user/follow_list', { headers: { token: ann.token } });
    expect(list.body.data).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    // Latest follow first, every card followed.
    expect(list.body.data.data.map((s: { name: string; followed: boolean }) => [s.name, s.followed])).toEqual([
      ['Beta Shop', true],
      ['Alpha Shop', true],
    ]);
    const bobs = await server.request('/api/user/follow_list', { headers: { token: bob.token } });
    expect(bobs.body.data).toMatchObject({ total: 0, data: [] });
    const detail = await server.request(`/api/shop/detail?id=${shop['Alpha Shop']}`);
    expect(detail.body.data.follower_count).toBe(1);
  });

  it('unfollows (twice is fine) and refuses unknown shops with code 0', async () => {
    expect((await post('/api/shop/unfollow', ann, shop['Beta Shop']!)).body.code).toBe(1);
    expect((await post('/api/shop/unfollow', ann, shop['Beta Shop']!)).body.code).toBe(1);
    const list = await server.request('/api/user/follow_list', { headers: { token: ann.token } });
    expect(list.body.data.data.map((s: { name: string }) => s.name)).toEqual(['Alpha Shop']);
    for (const path of ['/api/shop/follow', '/api/shop/unfollow']) {
      const { body } = await post(path, ann, 99_999);
      expect(body).toMatchObject({ code: 0, msg: 'The shop does not exist or is closed.', data: { field: 'id' } });
    }
  });

  it('refuses an identical follow inside a second (duplicate-submit guard)', async () => {
    const body = { headers: { token: bob.token }, json: { id: shop['Beta Shop'] } };
    expect((await server.request('/api/shop/follow', body)).body.code).toBe(1);
    expect((await server.request('/api/shop/follow', body)).body).toMatchObject({ code: 0 });
  });
});

describe('favourites', () => {
  it('adds once, lists latest first with product cards, per user', async () => {
    await post('/api/product/favourite', ann, product.p3!);
    await post('/api/product/favourite', ann, product.p2!);
    await post('/api/product/favourite', ann, product.p2!);
    const list = await server.request('/api/user/favourite_list', { headers: { token: ann.token } });
    expect(list.body.data).toMatchObject({ total: 2, last_page: 1 });
    expect(list.body.data.data[0]).toEqual({
      id: product.p2,
      shop_id: shop['Beta Shop'],
      title: 'Product 2',
      image: '/images/product/2/1.svg',
      price: '12.50',
      market_price: '17.50',
      sales: 700,
      favorable_rate: 90,
    });
    expect(list.body.data.data[1].id).toBe(product.p3);
    const paged = await server.request('/api/user/favourite_list?limit=1&page=2', { headers: { token: ann.token } });
    expect(paged.body.data).toMatchObject({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
    expect(paged.body.data.data.map((p: { id: number }) => p.id)).toEqual([product.p3]);
    const bobs = await server.request('/api/user/favourite_list', { headers: { token: bob.token } });
    expect(bobs.body.data.total).toBe(0);
    const detail = await server.request(`/api/product/detail?id=${product.p2}`, { headers: { token: bob.token } });
    expect(detail.body.data.is_favourite).toBe(false);
  });

  it('refuses off-sale and unknown products, but an off-sale one can still be removed', async () => {
    await server.app.db.updateTable('products').set({ status: 'off' }).where('id', '=', product.p3!).execute();
    const refused = await post('/api/product/favourite', bob, product.p3!);
    expect(refused.body).toMatchObject({ code: 0, msg: 'The product does not exist or is no longer on sale.' });
    expect((await post('/api/product/favourite', bob, 99_999)).body.code).toBe(0);
    expect((await post('/api/product/unfavourite', bob, 99_999)).body.code).toBe(0);
    // Off sale: hidden from the list, removable.
    const list = await server.request('/api/user/favourite_list', { headers: { token: ann.token } });
    expect(list.body.data.data.map((p: { id: number }) => p.id)).toEqual([product.p2]);
    expect((await post('/api/product/unfavourite', ann, product.p3!)).body.code).toBe(1);
    expect((await post('/api/product/unfavourite', ann, product.p2!)).body.code).toBe(1);
    const rows = await server.app.db.selectFrom('favourites').select('id').where('user_id', '=', ann.id).execute();
    expect(rows).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let shopper: TestShopper;
let alpha: number;
let beta: number;

beforeAll(async () => {
  server = await startServer();
  const rows = await server.app.db.selectFrom('shops').select(['id', 'name']).orderBy('id').execute();
  alpha = rows.find((s) => s.name === 'Alpha Shop')!.id;
  beta = rows.find((s) => s.name === 'Beta Shop')!.id;
  // Alpha has the higher operator sort, Beta the newer createtime and the higher sales.
  await server.app.db.updateTable('shops').set({ sort: 5 }).where('id', '=', alpha).execute();
  shopper = await createShopper(server.app);
});
afterAll(() => server.close());

const names = (page: { data: { name: string }[] }) => page.data.map((s) => s.name);

describe('GET /api/shop/list', () => {
  it('pages shop cards in the ThinkPHP shape, sorted default, hot and new', async () => {
    const { body } = await server.request('/api/shop/list');
    expect(body.data).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    expect(body.data.data[0]).toEqual({
      id: alpha,
      name: 'Alpha Shop',
      logo: '/images/shop/1/logo.svg',
      banner: '/images/shop/1/banner.svg',
      rating: 4.8,
      sales: 500,
      followed: false,
    });
    expect(names(body.data)).toEqual(['Alpha Shop', 'Beta Shop']);
    expect(names((await server.request('/api/shop/list?sort=hot')).body.data)).toEqual(['Beta Shop', 'Alpha Shop']);
    expect(names((await server.request('/api/shop/list?sort=new')).body.data)).toEqual(['Beta Shop', 'Alpha Shop']);
    expect((await server.request('/api/shop/list?sort=cheap')).body.code).toBe(0);
  });

  it('filters by keyword, case-insensitively, with % taken literally', async () => {
    expect(names((await server.request('/api/shop/list?keyword=BETA')).body.data)).toEqual(['Beta Shop']);
    expect((await server.request('/api/shop/list?keyword=%25')).body.data).toMatchObject({ total: 0, data: [] });
  });

  it('marks the shops the signed-in shopper follows', async () => {
    await server.request('/api/shop/follow', { headers: { token: shopper.token }, json: { id: beta } });
    const { body } = await server.request('/api/shop/list?sort=hot', { headers: { token: shopper.token } });
    expect(body.data.data.map((s: { followed: boolean }) => s.followed)).toEqual([true, false]);
  });
});

describe('GET /api/shop/detail', () => {
  it('answers the card with description, counts and followed', async () => {
    const anon = await server.request(`/api/shop/detail?id=${beta}`);
    expect(anon.body.data).toMatchObject({
      id: beta,
      name: 'Beta Shop',
      description: 'B',
      product_count: 3,
      followed: false,
    });
    const mine = await server.request(`/api/shop/detail?id=${beta}`, { headers: { token: shopper.token } });
    expect(mine.body.data.followed).toBe(true);
    expect(mine.body.data.follower_count).toBe(anon.body.data.follower_count);
  });

  it('refuses an unknown or closed shop with code 0', async () => {
    expect((await server.request('/api/shop/detail?id=99999')).body).toMatchObject({
      code: 0,
      msg: 'The shop does not exist or is closed.',
    });
  });
});

describe('GET /api/shop/products', () => {
  it("pages one shop's products with the sort", async () => {
    const { body } = await server.request(`/api/shop/products?id=${alpha}&sort=price_asc`);
    expect(body.data.total).toBe(4);
    expect(body.data.data.map((p: { price: string }) => p.price)).toEqual(['3.99', '59.99', '450.00', '999.00']);
    expect(body.data.data.every((p: { shop_id: number }) => p.shop_id === alpha)).toBe(true);
    const page2 = await server.request(`/api/shop/products?id=${alpha}&sort=sales&limit=3&page=2`);
    expect(page2.body.data).toMatchObject({ total: 4, last_page: 2 });
    expect(page2.body.data.data).toHaveLength(1);
    expect((await server.request('/api/shop/products?id=99999')).body.code).toBe(0);
  });

  it('carries an ETag and answers 304 to it', async () => {
    const first = await server.request(`/api/shop/products?id=${alpha}`);
    const again = await server.request(`/api/shop/products?id=${alpha}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});

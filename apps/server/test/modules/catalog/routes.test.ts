import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const titles = (page: { data: { title: string }[] }) => page.data.map((p) => p.title);

describe('GET /api/index/banner', () => {
  it('answers the envelope with banners linking to seeded ids', async () => {
    const { status, body } = await server.request('/api/index/banner');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, msg: 'Success' });
    expect(typeof body.time).toBe('number');
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Sale',
      subtitle: '',
      image: '/images/banner/1.svg',
      link: expect.stringMatching(/^\/detail\/\d+$/),
    });
    expect(body.data[1].link).toMatch(/^\/shop\/\d+$/);
  });
});

describe('GET /api/index/category', () => {
  it('names categories in the language of lang, the cookie, or Accept-Language', async () => {
    const en = await server.request('/api/index/category');
    expect(en.body.data.map((c: { key: string }) => c.key)).toEqual(['computer', 'food', 'toys']);
    expect(en.body.data[0]).toEqual({
      id: expect.any(Number),
      key: 'computer',
      name: 'Computer',
      icon: '/images/category/computer.svg',
    });
    expect((await server.request('/api/index/category?lang=zh-CN')).body.data[0].name).toBe('电脑');
    expect(
      (await server.request('/api/index/category', { headers: { cookie: 'Local_Lang=zh-cn' } })).body.data[1].name,
    ).toBe('食品');
    const header = await server.request('/api/index/category', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(header.body.data[2].name).toBe('玩具');
    expect(header.body.msg).toBe('成功');
  });
});

describe('GET /api/index/product', () => {
  it('pages in the ThinkPHP shape with default limit 10', async () => {
    const { body } = await server.request('/api/index/product');
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ total: 7, per_page: 10, current_page: 1, last_page: 1 });
    expect(body.data.data[0]).toEqual({
      id: expect.any(Number),
      shop_id: expect.any(Number),
      title: 'Product 1',
      image: '/images/product/1/1.svg',
      price: '999.00',
      market_price: '1004.00',
      sales: 50,
      favorable_rate: 90,
    });
  });

  it('pages with page and limit', async () => {
    const p1 = (await server.request('/api/index/product?limit=3&sort=price_asc')).body.data;
    const p3 = (await server.request('/api/index/product?limit=3&page=3&sort=price_asc')).body.data;
    expect(p1).toMatchObject({ total: 7, per_page: 3, current_page: 1, last_page: 3 });
    expect(titles(p1)).toEqual(['Product 3', 'Product 2', 'Product 6']);
    expect(titles(p3)).toEqual(['Product 1']);
  });

  it('sorts by sales, price and age', async () => {
    const sorted = async (sort: string) => titles((await server.request(`/api/index/product?sort=${sort}`)).body.data);
    expect(await sorted('sales')).toEqual([
      'Product 5',
      'Product 2',
      'Product 3',
      'Product 7',
      'Product 1',
      'Product 4',
      'Product 6',
    ]);
    expect(await sorted('price_desc')).toEqual([
      'Product 1',
      'Product 7',
      'Product 5',
      'Product 4',
      'Product 6',
      'Product 2',
      'Product 3',
    ]);
    expect(await sorted('price_asc')).toEqual([...(await sorted('price_desc'))].reverse());
    expect(await sorted('new')).toEqual([
      'Product 2',
      'Product 4',
      'Product 6',
      'Product 7',
      'Product 3',
      'Product 5',
      'Product 1',
    ]);
  });

  it('filters by category', async () => {
    const categories = (await server.request('/api/index/category')).body.data;
    const food = categories.find((c: { key: string }) => c.key === 'food').id;
    const { body } = await server.request(`/api/index/product?category_id=${food}&sort=price_asc`);
    expect(body.data.total).toBe(2);
    expect(titles(body.data)).toEqual(['Product 3', 'Product 4']);
  });

  it('refuses a limit over 50, a non-number and an unknown sort with a localized field message', async () => {
    const over = await server.request('/api/index/product?limit=51');
    expect(over.status).toBe(200);
    expect(over.body).toMatchObject({
      code: 0,
      msg: 'limit must be at most 50',
      data: { reason: 'invalid_field', field: 'limit' },
    });
    const zh = await server.request('/api/index/product?limit=abc&lang=zh-cn');
    expect(zh.body).toMatchObject({
      code: 0,
      msg: 'limit 的值无效',
      data: { reason: 'invalid_field', field: 'limit' },
    });
    const half = await server.request('/api/index/product?page=1.5');
    expect(half.body).toMatchObject({ code: 0, data: { field: 'page' } });
    const sort = await server.request('/api/index/product?sort=cheap', { headers: { cookie: 'Local_Lang=ja' } });
    expect(sort.body.code).toBe(0);
    expect(sort.body.msg).toBe('sortは次のいずれかにしてください：default, sales, price_asc, price_desc, new');
  });

  it('ignores unknown query fields', async () => {
    const { body } = await server.request('/api/index/product?foo=bar&limit=2');
    expect(body.code).toBe(1);
    expect(body.data.per_page).toBe(2);
  });
});

describe('GET /api/index/hot_product and /api/index/index', () => {
  it('lists hot products by sales', async () => {
    const { body } = await server.request('/api/index/hot_product?limit=2');
    expect(body.data).toMatchObject({ total: 7, per_page: 2, last_page: 4 });
    expect(titles(body.data)).toEqual(['Product 5', 'Product 2']);
  });

  it('gathers the home page', async () => {
    const { body } = await server.request('/api/index/index?lang=zh-cn');
    expect(body.code).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual([
      'banners',
      'categories',
      'hot_products',
      'hot_shops',
      'new_products',
    ]);
    expect(body.data.categories[0].name).toBe('电脑');
    expect(body.data.hot_products[0].title).toBe('Product 5');
    expect(body.data.new_products[0].title).toBe('Product 2');
    expect(body.data.hot_shops[0]).toEqual({
      id: expect.any(Number),
      name: 'Beta Shop',
      logo: '/images/shop/2/logo.svg',
      banner: '/images/shop/2/banner.svg',
      rating: 4.2,
      sales: 900,
      followed: false,
    });
  });
});

describe('ETag', () => {
  it('answers 304 to a matching If-None-Match, per language', async () => {
    const first = await server.request('/api/index/category');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server.request('/api/index/category', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const otherLang = await server.request('/api/index/category?lang=zh-cn', { headers: { 'if-none-match': etag! } });
    expect(otherLang.status).toBe(200);
    const product = await server.request('/api/index/product?limit=2');
    const cached = await server.request('/api/index/product?limit=2', {
      headers: { 'if-none-match': product.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexProduct } from '../../../../src/modules/catalog/search/product-terms';
import type { DemoCatalog, DemoProduct } from '../../../../src/seed/demo-catalog/types';
import { fixtureCatalog } from '../../../helpers/fixture-catalog';
import { startServer, type TestServer } from '../../../helpers/test-server';

function item(n: number, title: string, fields: Partial<DemoProduct> = {}): DemoProduct {
  const priceCents = fields.priceCents ?? 1_000 * n;
  return {
    ref: `q${n}`,
    shopRef: 's1',
    categoryKey: 'computer',
    title,
    images: [`product/${n}/1`],
    content: '<p>Plain</p>',
    priceCents,
    marketPriceCents: priceCents,
    freightCents: 0,
    sales: 10 * n,
    favorableRate: 95,
    productScore: 4.5,
    createdDaysAgo: n,
    specs: [],
    skus: [],
    ...fields,
  };
}

// Titles and bodies chosen so relevance, ties and scripts each have one right order.
const catalog: DemoCatalog = {
  ...fixtureCatalog,
  products: [
    item(1, 'Wireless Headphones', { sales: 5 }),
    item(2, 'Headphone Stand', { sales: 900 }),
    item(3, 'Phone Case', { content: '<p>Fits beside your <b>headphones</b>.</p>', sales: 5_000 }),
    item(4, '蓝牙耳机 Bluetooth', { categoryKey: 'toys' }),
    item(5, 'หูฟังไร้สาย', { categoryKey: 'food' }),
    item(6, 'Wireless Mouse', { priceCents: 1_999 }),
    item(7, 'Wireless Keyboard', { priceCents: 4_999, categoryKey: 'toys' }),
    // The same words with and without their accents: the unaccented ones weigh more (title and body).
    item(8, 'Hộp quà Tết', { categoryKey: 'food', content: '<p>Trà xanh</p>' }),
    item(9, 'Tra xanh', { categoryKey: 'food', content: '<p>Tra xanh Thai Nguyen</p>' }),
    item(10, 'Đèn ngủ Große Łódź', { categoryKey: 'toys' }),
    item(11, 'ชาเขียว มะลิ', { categoryKey: 'food' }),
  ],
};

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ demoCatalog: () => catalog });
  for (const p of await server.app.db.selectFrom('products').select(['id', 'title']).execute()) ids[p.title] = p.id;
});
afterAll(() => server.close());

async function search(query: string) {
  const { body } = await server.request(`/api/product/search?${query}`);
  expect(body.code).toBe(1);
  return body.data as { total: number; last_page: number; data: { id: number; title: string; price: string }[] };
}
const titles = (page: { data: { title: string }[] }) => page.data.map((p) => p.title);

describe('GET /api/product/search', () => {
  it('ranks title matches above body matches, then by sales', async () => {
    const page = await search('keyword=headphones');
    // Both titles hold "headphone" (plural folded): the better seller first; the body-only match last.
    expect(titles(page)).toEqual(['Headphone Stand', 'Wireless Headphones', 'Phone Case']);
    expect(page.total).toBe(3);
  });

  it('needs every keyword term and is case-insensitive', async () => {
    expect(titles(await search('keyword=WIRELESS%20headphone'))).toEqual(['Wireless Headphones']);
    expect(titles(await search('keyword=wireless&sort=price_desc'))).toEqual([
      'Wireless Keyboard',
      'Wireless Mouse',
      'Wireless Headphones',
    ]);
  });

  it('finds Chinese and Thai text by bigrams', async () => {
    expect(titles(await search(`keyword=${encodeURIComponent('耳机')}`))).toEqual(['蓝牙耳机 Bluetooth']);
    expect(titles(await search(`keyword=${encodeURIComponent('耳')}`))).toEqual(['蓝牙耳机 Bluetooth']);
    expect(titles(await search(`keyword=${encodeURIComponent('หูฟัง')}`))).toEqual(['หูฟังไร้สาย']);
  });

  it('finds accented words typed without accents, the exact spelling first', async () => {
    const q = (keyword: string) => search(`keyword=${encodeURIComponent(keyword)}`);
    // Without accents: both, the more relevant first.
    expect(titles(await q('tra xanh'))).toEqual(['Tra xanh', 'Hộp quà Tết']);
    // With them: the same two, the exact spelling above the more relevant.
    expect(await q('trà xanh')).toMatchObject({ total: 2 });
    expect(titles(await q('trà xanh'))).toEqual(['Hộp quà Tết', 'Tra xanh']);
    expect(titles(await q('HỘP QUÀ TẾT'))).toEqual(['Hộp quà Tết']);
    expect(titles(await q('hop qua tet'))).toEqual(['Hộp quà Tết']);
    // Letters that do not decompose are spelled out: đ → d, ß → ss, ł → l.
    expect(titles(await q('den ngu grosse lodz'))).toEqual(['Đèn ngủ Große Łódź']);
    expect(titles(await q('ĐÈN'))).toEqual(['Đèn ngủ Große Łódź']);
  });

  it('splits Thai typed without spaces into words, each of which must match', async () => {
    const q = (keyword: string) => search(`keyword=${encodeURIComponent(keyword)}`);
    expect(titles(await q('ชาเขียวมะลิ'))).toEqual(['ชาเขียว มะลิ']);
    expect(titles(await q('ชาเขียว มะลิ'))).toEqual(['ชาเขียว มะลิ']);
    expect(titles(await q('มะลิชาเขียว'))).toEqual(['ชาเขียว มะลิ']);
    // Words the product does not hold still rule it out.
    expect((await q('ชาเขียวไร้สาย')).total).toBe(0);
    expect(titles(await q('ไร้สาย'))).toEqual(['หูฟังไร้สาย']);
  });

  it('filters by category and price range in cents, with or without a keyword', async () => {
    const toys = (
      await server.app.db.selectFrom('categories').select('id').where('key', '=', 'toys').executeTakeFirstOrThrow()
    ).id;
    expect(titles(await search(`keyword=wireless&category_id=${toys}`))).toEqual(['Wireless Keyboard']);
    // Same relevance (a title word each): the better seller first.
    expect(titles(await search('keyword=wireless&min_price=15&max_price=49.99'))).toEqual([
      'Wireless Keyboard',
      'Wireless Mouse',
    ]);
    const noKeyword = await search('min_price=19.99&max_price=30&sort=price_asc');
    expect(noKeyword.data.map((p) => p.price)).toEqual(['19.99', '20.00', '30.00']);
    expect(noKeyword.total).toBe(3);
  });

  it('answers an empty page for no match or punctuation only, and refuses a bad price', async () => {
    expect(await search('keyword=zzzz')).toMatchObject({ total: 0, last_page: 1, data: [] });
    expect(await search('keyword=%20--!!')).toMatchObject({ total: 0, data: [] });
    const bad = await server.request('/api/product/search?keyword=a&min_price=1.234');
    expect(bad.body.code).toBe(0);
  });

  it('pages a relevance order without overlap', async () => {
    const first = await search('keyword=wireless&limit=2');
    const second = await search('keyword=wireless&limit=2&page=2');
    expect(first).toMatchObject({ total: 3, last_page: 2 });
    expect([...titles(first), ...titles(second)].sort()).toEqual([
      'Wireless Headphones',
      'Wireless Keyboard',
      'Wireless Mouse',
    ]);
  });

  it('follows a title change once the product is reindexed, and hides off-sale products', async () => {
    const id = ids['Wireless Mouse']!;
    await server.app.db.updateTable('products').set({ title: 'Gaming Trackball' }).where('id', '=', id).execute();
    await reindexProduct(server.app.db, id);
    expect(titles(await search('keyword=trackball'))).toEqual(['Gaming Trackball']);
    await server.app.db.updateTable('products').set({ status: 'off' }).where('id', '=', id).execute();
    expect((await search('keyword=trackball&limit=5')).data).toEqual([]);
  });
});

describe('GET /api/product/explore', () => {
  it('interleaves new, hot and well-rated lanes and never repeats a product across pages', async () => {
    const seen: number[] = [];
    let total = 0;
    let lastPage = 1;
    for (let page = 1; page <= lastPage; page++) {
      const { body } = await server.request(`/api/product/explore?limit=2&page=${page}`);
      expect(body.code).toBe(1);
      total = body.data.total;
      lastPage = body.data.last_page;
      seen.push(...body.data.data.map((p: { id: number }) => p.id));
    }
    const onSale = await server.app.db.selectFrom('products').select('id').where('status', '=', 'on').execute();
    expect(total).toBe(onSale.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(onSale.map((p) => p.id).sort());
  });

  it('starts with the newest of lane 0, the best seller of lane 1 and the best rated of lane 2', async () => {
    const rows = await server.app.db
      .selectFrom('products')
      .select(['id', 'createtime', 'sales', 'favorable_rate', 'product_score'])
      .where('status', '=', 'on')
      .execute();
    const lane = (n: number) => rows.filter((r) => r.id % 3 === n);
    const newest = lane(0).sort((a, b) => b.createtime - a.createtime || b.id - a.id)[0]!.id;
    const hottest = lane(1).sort((a, b) => b.sales - a.sales || b.id - a.id)[0]!.id;
    const rated = lane(2).sort(
      (a, b) => b.favorable_rate - a.favorable_rate || b.product_score - a.product_score || b.id - a.id,
    )[0]!.id;
    const { body } = await server.request('/api/product/explore?limit=3');
    expect(body.data.data.map((p: { id: number }) => p.id)).toEqual([newest, hottest, rated]);
  });
});

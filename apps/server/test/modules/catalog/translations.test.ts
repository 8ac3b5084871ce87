import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalog } from '../../../src/seed/demo-catalog/types';
import { createAdmin } from '../../helpers/admins';
import { fixtureCatalog } from '../../helpers/fixture-catalog';
import { addAddress } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

/**
 * The fixture catalog with two translated products: a lantern of Alpha Shop (source English) and
 * a desk lamp of Beta Shop, whose source language is Thai.
 */
const catalog: DemoCatalog = {
  ...fixtureCatalog,
  shops: [
    {
      ...fixtureCatalog.shops[0]!,
      description: 'Lights for every trail.',
      nameI18n: { th: 'ร้านอัลฟา', ja: 'アルファショップ' },
      descriptionI18n: { th: 'ไฟสำหรับทุกเส้นทาง' },
    },
    { ...fixtureCatalog.shops[1]!, lang: 'th', nameI18n: { en: 'Beta Shop' } },
  ],
  products: [
    ...fixtureCatalog.products,
    {
      ...fixtureCatalog.products[5]!,
      ref: 'p8',
      shopRef: 's1',
      title: 'Trail Lantern',
      titleI18n: {
        th: 'ตะเกียงเดินป่า',
        ja: 'トレイルランタン',
        'zh-cn': '露营灯',
        ko: '트레일 랜턴',
        vi: 'Đèn lồng dã ngoại',
      },
      content: '<p>Bright and light</p>',
      contentI18n: { ja: '<p>明るくて軽い</p><script>alert(1)</script>' },
      specs: [{ name: 'Color', values: ['Red', 'Blue'] }],
      // Blue is left untranslated in Thai: it falls back to the source on its own.
      specsI18n: { th: [{ name: 'สี', values: ['แดง', ''] }], ja: [{ name: 'カラー', values: ['レッド', 'ブルー'] }] },
      skus: [
        { spec: { Color: 'Red' }, priceCents: 1_500, stock: 30 },
        { spec: { Color: 'Blue' }, priceCents: 1_700, stock: 30 },
      ],
    },
    {
      ...fixtureCatalog.products[1]!,
      ref: 'p9',
      shopRef: 's2',
      title: 'โคมไฟตั้งโต๊ะ',
      titleI18n: { en: 'Desk Lamp' },
      // No Thai description: English is next in line.
      content: '',
      contentI18n: { en: '<p>A lamp for late reading</p>' },
    },
  ],
  banners: [{ ...fixtureCatalog.banners[0]!, title: 'Sale', titleI18n: { th: 'ลดราคา', ja: 'セール' } }],
};

let server: TestServer;
let lantern: number;
let lamp: number;
let shopper: TestShopper;
const shopIds: Record<string, number> = {};

const get = async (path: string, init?: RequestInit) => (await server.request(path, init)).body;

async function idOf(title: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('products')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startServer({ demoCatalog: () => catalog });
  lantern = await idOf('Trail Lantern');
  lamp = await idOf('โคมไฟตั้งโต๊ะ');
  for (const s of await server.app.db.selectFrom('shops').select(['id', 'name']).execute()) shopIds[s.name] = s.id;
  shopper = await createShopper(server.app);
});
afterAll(() => server.close());

describe('catalog text follows the request language, field by field', () => {
  it('product detail: title, description, specs and SKU labels', async () => {
    const th = (await get(`/api/product/detail?id=${lantern}&lang=th`)).data;
    expect(th.title).toBe('ตะเกียงเดินป่า');
    // No Thai description: the shop's language (English) is shown.
    expect(th.content).toBe('<p>Bright and light</p>');
    expect(th.specs).toEqual([{ name: 'สี', values: ['แดง', 'Blue'] }]);
    expect(th.skus.map((s: { spec: object }) => s.spec)).toEqual([{ สี: 'แดง' }, { สี: 'Blue' }]);
    expect(th.shop.name).toBe('ร้านอัลฟา');

    const ja = (await get(`/api/product/detail?id=${lantern}&lang=ja`)).data;
    expect(ja.title).toBe('トレイルランタン');
    // The translated description goes through the same sanitizer as the source.
    expect(ja.content).toBe('<p>明るくて軽い</p>');
    expect(ja.specs).toEqual([{ name: 'カラー', values: ['レッド', 'ブルー'] }]);
    expect(ja.skus.map((s: { spec: object }) => s.spec)).toEqual([{ カラー: 'レッド' }, { カラー: 'ブルー' }]);

    const en = (await get(`/api/product/detail?id=${lantern}&lang=en`)).data;
    expect(en.title).toBe('Trail Lantern');
    expect(en.content).toBe('<p>Bright and light</p>');
    expect(en.specs).toEqual([{ name: 'Color', values: ['Red', 'Blue'] }]);
  });

  it('falls back to the shop’s language before English, and to English when the source is empty', async () => {
    // Beta Shop writes in Thai: a Japanese reader gets the Thai title, not the English one.
    const ja = (await get(`/api/product/detail?id=${lamp}&lang=ja`)).data;
    expect(ja.title).toBe('โคมไฟตั้งโต๊ะ');
    expect(ja.content).toBe('<p>A lamp for late reading</p>');
    expect(ja.shop.name).toBe('Beta Shop');
    const en = (await get(`/api/product/detail?id=${lamp}&lang=en`)).data;
    expect(en.title).toBe('Desk Lamp');
    expect(en.shop.name).toBe('Beta Shop');
  });

  it('cards of every list, shops and banners', async () => {
    const titleIn = (page: { data: { id: number; title: string }[] }, id: number) =>
      page.data.find((p) => p.id === id)?.title;
    expect(titleIn((await get('/api/index/product?limit=50&lang=th')).data, lantern)).toBe('ตะเกียงเดินป่า');
    expect(titleIn((await get(`/api/shop/products?id=${shopIds['Alpha Shop']}&limit=50&lang=ko`)).data, lantern)).toBe(
      '트레일 랜턴',
    );
    const home = (await get('/api/index/index?lang=th')).data;
    expect(home.banners[0].title).toBe('ลดราคา');
    expect(home.hot_shops.find((s: { id: number }) => s.id === shopIds['Alpha Shop']).name).toBe('ร้านอัลฟา');
    const shop = (await get(`/api/shop/detail?id=${shopIds['Alpha Shop']}&lang=th`)).data;
    expect([shop.name, shop.description]).toEqual(['ร้านอัลฟา', 'ไฟสำหรับทุกเส้นทาง']);
    expect((await get('/api/index/banner?lang=vi')).data[0].title).toBe('Sale');
    const recommended = (await get(`/api/product/recommend?id=${lantern}&lang=ja&limit=50`)).data;
    expect(recommended.length).toBeGreaterThan(0);
  });

  it('bag lines and order lines in the reader’s language; the order keeps its snapshot as the record', async () => {
    const red = await server.app.db
      .selectFrom('product_skus')
      .select('id')
      .where('product_id', '=', lantern)
      .where('spec_key', '=', 'Color:Red')
      .executeTakeFirstOrThrow();
    const headers = { token: shopper.token };
    await server.request('/api/cart/add?lang=th', {
      method: 'POST',
      headers,
      json: { product_id: lantern, sku_id: red.id, quantity: 1 },
    });
    const bag = (await get('/api/cart/list?lang=th', { headers })).data;
    expect(JSON.stringify(bag)).toContain('ตะเกียงเดินป่า');
    expect(JSON.stringify(bag)).toContain('สี: แดง');

    const address = await addAddress(server.app, shopper.id);
    const order = await server.request('/api/order/create?lang=th', {
      method: 'POST',
      headers,
      json: { items: [{ product_id: lantern, sku_id: red.id, quantity: 1 }], address_id: address },
    });
    expect(order.body.code).toBe(1);
    const line = async (lang: string) =>
      (await get(`/api/order/detail?id=${order.body.data.order_ids[0]}&lang=${lang}`, { headers })).data.items[0];
    expect(await line('en')).toMatchObject({ title: 'Trail Lantern', spec: 'Color: Red' });
    expect(await line('ko')).toMatchObject({ title: '트레일 랜턴' });
    expect(await line('th')).toMatchObject({ title: 'ตะเกียงเดินป่า', spec: 'สี: แดง' });
    const listed = (await get('/api/user/order_list?lang=ja', { headers })).data.data;
    expect(listed[0].items[0]).toMatchObject({ title: 'トレイルランタン', spec: 'カラー: レッド' });
    const snapshot = await server.app.db
      .selectFrom('order_items')
      .select(['title', 'spec'])
      .where('order_id', '=', order.body.data.order_ids[0])
      .executeTakeFirstOrThrow();
    expect(snapshot).toEqual({ title: 'ตะเกียงเดินป่า', spec: 'สี: แดง' });

    // A review of it names the SKU in each reader's language, not the Thai it was bought in.
    const orderId = order.body.data.order_ids[0] as number;
    const item = await server.app.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('reviews')
      .values({
        order_id: orderId,
        order_item_id: item.id,
        product_id: lantern,
        user_id: shopper.id,
        content: 'Bright',
        images: '[]',
        createtime: 1,
      })
      .execute();
    const reviewSpec = async (lang: string) =>
      (await get(`/api/product/reviews?id=${lantern}&lang=${lang}`)).data.data[0].spec;
    expect(await reviewSpec('ja')).toBe('カラー: レッド');
    expect(await reviewSpec('en')).toBe('Color: Red');
    expect(await reviewSpec('th')).toBe('สี: แดง');
  });
});

describe('product/search matches every title translation', () => {
  it.each([
    ['th', 'ตะเกียง', 'ตะเกียงเดินป่า'],
    ['ja', 'ランタン', 'トレイルランタン'],
    ['zh-cn', '露营', '露营灯'],
    ['ko', '랜턴', '트레일 랜턴'],
    ['vi', 'lồng', 'Đèn lồng dã ngoại'],
    ['en', 'lantern', 'Trail Lantern'],
  ])('%s: %s', async (lang, keyword, title) => {
    const page = (await get(`/api/product/search?keyword=${encodeURIComponent(keyword)}&lang=${lang}`)).data;
    expect(page.data.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([[lantern, title]]);
  });

  it('finds a product of a Thai shop by its Thai source and its English translation', async () => {
    for (const keyword of ['โคมไฟ', 'desk lamp']) {
      const page = (await get(`/api/product/search?keyword=${encodeURIComponent(keyword)}&lang=en`)).data;
      expect(page.data.map((p: { id: number }) => p.id)).toEqual([lamp]);
      expect(page.data[0].title).toBe('Desk Lamp');
    }
  });
});

describe('caches are keyed by language', () => {
  it('a Thai answer is never served to an English reader (micro-cache and ETag)', async () => {
    const path = `/api/product/detail?id=${lantern}`;
    for (let round = 0; round < 3; round++) {
      const th = await server.request(path, { headers: { 'accept-language': 'th' } });
      const en = await server.request(path, { headers: { 'accept-language': 'en' } });
      const cookie = await server.request(path, { headers: { cookie: 'Local_Lang=th' } });
      expect(th.body.data.title).toBe('ตะเกียงเดินป่า');
      expect(en.body.data.title).toBe('Trail Lantern');
      expect(cookie.body.data.title).toBe('ตะเกียงเดินป่า');
      const etag = th.headers.get('etag')!;
      const revalidated = await server.request(path, { headers: { 'accept-language': 'en', 'if-none-match': etag } });
      expect(revalidated.status).toBe(200);
      expect(revalidated.body.data.title).toBe('Trail Lantern');
    }
    const search = '/api/product/search?keyword=lantern';
    expect((await server.request(search, { headers: { 'accept-language': 'th' } })).body.data.data[0].title).toBe(
      'ตะเกียงเดินป่า',
    );
    expect((await server.request(search)).body.data.data[0].title).toBe('Trail Lantern');
  });
});

describe('admin/translation', () => {
  const call = (token: string, path: string, json?: unknown) =>
    server.request(path, json === undefined ? { headers: { token } } : { method: 'POST', headers: { token }, json });

  it('shows every language with what is missing, and writes one language', async () => {
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: shopIds['Alpha Shop'] });
    const detail = (await call(merchant.token, `/api/admin/translation/detail?entity=product&id=${lantern}`)).body.data;
    expect(detail.source_lang).toBe('en');
    expect(detail.missing).toMatchObject({ en: [], th: ['content', 'specs'], ja: [], ko: ['content', 'specs'] });
    expect(detail.translations.ja.title).toBe('トレイルランタン');

    const saved = await call(merchant.token, '/api/admin/translation/save', {
      entity: 'product',
      id: lantern,
      language: 'ko',
      fields: {
        title: '캠핑 랜턴',
        content: '<p>밝고 가벼운</p>',
        specs: [{ name: '색상', values: ['빨강', '파랑'] }],
      },
    });
    expect(saved.body.msg).toBe('Success');
    expect(saved.body.data.missing.ko).toEqual([]);
    const ko = (await get(`/api/product/detail?id=${lantern}&lang=ko`)).data;
    expect([ko.title, ko.content, ko.specs[0].name]).toEqual(['캠핑 랜턴', '<p>밝고 가벼운</p>', '색상']);
    // The new title is searchable at once, the old one no more.
    const found = (await get(`/api/product/search?keyword=${encodeURIComponent('캠핑')}`)).data;
    expect(found.data.map((p: { id: number }) => p.id)).toEqual([lantern]);
    expect((await get(`/api/product/search?keyword=${encodeURIComponent('트레일')}`)).data.total).toBe(0);
  });

  it('a product edit that sends no translated titles keeps the stored ones', async () => {
    const admin = await createAdmin(server.app);
    const current = (await call(admin.token, `/api/admin/product/detail?id=${lantern}`)).body.data;
    expect(current.title_i18n.ja).toBe('トレイルランタン');
    const { title_i18n: _sent, ...withoutTitles } = current;
    expect((await call(admin.token, '/api/admin/product/save', { ...withoutTitles, sort: 7 })).body.code).toBe(1);
    expect((await get(`/api/product/detail?id=${lantern}&lang=ja`)).data.title).toBe('トレイルランタン');
    // Sent, they are the new set: an emptied language falls back to the source.
    const cleared = { ...current, title_i18n: { ...current.title_i18n, ja: '' } };
    expect((await call(admin.token, '/api/admin/product/save', cleared)).body.code).toBe(1);
    expect((await get(`/api/product/detail?id=${lantern}&lang=ja`)).data.title).toBe('Trail Lantern');
    await call(admin.token, '/api/admin/product/save', current);
  });

  it('refuses the source language, misshapen specs, other shops and banners for a merchant', async () => {
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: shopIds['Alpha Shop'] });
    const body = { entity: 'product', id: lantern, fields: { title: 'x' } };
    const source = await call(merchant.token, '/api/admin/translation/save', { ...body, language: 'en' });
    expect([source.body.code, source.body.data.reason]).toEqual([0, 'translation_is_source']);
    const shape = await call(merchant.token, '/api/admin/translation/save', {
      ...body,
      language: 'vi',
      fields: { specs: [{ name: 'Màu', values: ['Đỏ'] }] },
    });
    expect(shape.body.msg).toBe('Translate every spec and every value, in the same order.');
    const foreign = await call(merchant.token, '/api/admin/translation/save', {
      entity: 'product',
      id: lamp,
      language: 'en',
      fields: { title: 'Stolen' },
    });
    expect(foreign.body.code).toBe(0);
    expect((await call(merchant.token, `/api/admin/translation/detail?entity=product&id=${lamp}`)).body.code).toBe(0);
    const shop = await call(merchant.token, '/api/admin/translation/save', {
      entity: 'shop',
      id: shopIds['Beta Shop'],
      language: 'en',
      fields: { name: 'Mine' },
    });
    expect(shop.body.code).toBe(0);
    expect((await call(merchant.token, '/api/admin/translation/missing?entity=banner&language=th')).body.code).toBe(0);
    const after = await server.app.db
      .selectFrom('products')
      .select('title_i18n')
      .where('id', '=', lamp)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(after.title_i18n)).toEqual({ en: 'Desk Lamp' });
    expect((await get(`/api/shop/detail?id=${shopIds['Beta Shop']}&lang=en`)).data.name).toBe('Beta Shop');
  });

  it('lists what is missing in a language, a merchant its own shop only', async () => {
    const admin = await createAdmin(server.app);
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: shopIds['Alpha Shop'] });
    const ids = async (token: string, query: string) =>
      (await call(token, `/api/admin/translation/missing?${query}`)).body.data.data.map((i: { id: number }) => i.id);
    // The lantern has its Japanese complete; the desk lamp's shop writes in Thai, so nothing of it is missing in Thai.
    expect(await ids(admin.token, 'entity=product&language=ja&limit=50')).not.toContain(lantern);
    expect(await ids(admin.token, 'entity=product&language=ja&limit=50')).toContain(lamp);
    expect(await ids(admin.token, 'entity=product&language=th&limit=50')).not.toContain(lamp);
    expect(await ids(admin.token, 'entity=product&language=vi&limit=50')).toContain(lantern);
    const own = await ids(merchant.token, 'entity=product&language=vi&limit=50');
    expect(own).toContain(lantern);
    expect(own).not.toContain(lamp);
    const item = (
      await call(admin.token, '/api/admin/translation/missing?entity=product&language=vi&limit=50')
    ).body.data.data.find((i: { id: number }) => i.id === lantern);
    expect(item).toEqual({ id: lantern, title: 'Trail Lantern', missing: ['content', 'specs'] });
    expect(await ids(admin.token, 'entity=banner&language=ja')).toEqual([]);
    expect((await ids(admin.token, 'entity=banner&language=ko')).length).toBe(1);
    expect(await ids(admin.token, 'entity=shop&language=th')).not.toContain(shopIds['Alpha Shop']);
    expect(await ids(admin.token, 'entity=shop&language=ja')).toContain(shopIds['Alpha Shop']);
  });

  it('admins translate banners; the calls are in the OpenAPI document', async () => {
    const admin = await createAdmin(server.app);
    const banner = await server.app.db.selectFrom('banners').select('id').executeTakeFirstOrThrow();
    const saved = await call(admin.token, '/api/admin/translation/save', {
      entity: 'banner',
      id: banner.id,
      language: 'ko',
      fields: { title: '세일' },
    });
    expect(saved.body.data.missing.ko).toEqual([]);
    expect((await get('/api/index/banner?lang=ko')).data[0].title).toBe('세일');
    const paths = Object.keys((await server.request('/api/openapi.json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/translation/detail',
        '/api/admin/translation/save',
        '/api/admin/translation/missing',
      ]),
    );
  });
});

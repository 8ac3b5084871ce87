import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../../src/lib/time';
import { paidOrder } from '../../../helpers/after-sale';
import { createAdmin } from '../../../helpers/admins';
import { productId } from '../../../helpers/orders';
import { createShopper, type TestShopper } from '../../../helpers/shoppers';
import { startServer, type TestServer } from '../../../helpers/test-server';

let server: TestServer;
let admin: { id: number; token: string };
let otherAdmin: { id: number; token: string };
let beta: { id: number; token: string };
let shopper: TestShopper;
let alphaId: number;
let betaId: number;
let toysId: number;

const refused = { code: 0, data: { reason: 'no_permission' } };
const get = (path: string, token = admin.token) => server.request(path, { headers: { token } });
const post = (path: string, json: unknown, token = admin.token) =>
  server.request(path, { method: 'POST', headers: { token }, json });
const db = () => server.app.db;
const shopIdOf = async (name: string) =>
  (await db().selectFrom('shops').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const lastAudit = async () => {
  const row = await db().selectFrom('admin_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { ...row, detail: JSON.parse(row.detail) as { before: unknown; after: unknown } };
};
const auditCount = async () =>
  Number(
    (
      await db()
        .selectFrom('admin_audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let uploads = 0;
/** An image the operator uploaded (the row `common/upload` writes for an operator). */
async function uploadedBy(adminId: number): Promise<string> {
  uploads += 1;
  const url = `/uploads/2026-01/${adminId}-${uploads}-${Math.random().toString(36).slice(2)}.jpg`;
  await db()
    .insertInto('uploads')
    .values({ url, path: url.slice(9), mime: 'image/jpeg', size: 10, admin_id: adminId, createtime: nowSeconds() })
    .execute();
  return url;
}

/** A product body with one spec (Color) of the given values, one SKU each. */
async function lampBody(title: string, extra: Record<string, unknown> = {}, by = admin.id) {
  return {
    shop_id: betaId,
    category_id: toysId,
    title,
    images: [await uploadedBy(by)],
    content: '<p>A warm desk lamp</p>',
    freight: '1.00',
    specs: [{ name: 'Color', values: ['Red', 'Blue'] }],
    skus: [
      { spec: { Color: 'Red' }, price: '12.50', stock: 3 },
      { spec: { Color: 'Blue' }, price: 14, stock: 5 },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  otherAdmin = await createAdmin(server.app);
  alphaId = await shopIdOf('Alpha Shop');
  betaId = await shopIdOf('Beta Shop');
  beta = await createAdmin(server.app, { role: 'merchant', shopId: betaId });
  shopper = await createShopper(server.app, { balanceCents: 100_000 });
  toysId = (await db().selectFrom('categories').select('id').where('key', '=', 'toys').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

// Well-formed bodies: the token is what is refused, not the shape.
const SAVE_BODIES: Record<string, unknown> = {
  shop: { id: 1, name: 'Taken' },
  category: { id: 1, key: 'taken', name_i18n: { en: 'Taken' } },
  product: { id: 1, category_id: 1, title: 'Taken', images: [], price: 1 },
};
const CALLS = Object.keys(SAVE_BODIES).flatMap((r) => [
  ['GET', `/api/admin/${r}/list`],
  ['GET', `/api/admin/${r}/detail?id=1`],
  ['POST', `/api/admin/${r}/save`],
  ['POST', `/api/admin/${r}/del`],
]);

describe('who may call', () => {
  it.each(CALLS)('%s %s needs an operator token (a shopper’s is refused)', async (method, path) => {
    const resource = path!.split('/')[3]!;
    const body = method !== 'POST' ? undefined : path!.endsWith('save') ? SAVE_BODIES[resource] : { id: 1 };
    expect((await server.request(path, { method, json: body })).status).toBe(401);
    const asShopper = await server.request(path, { method, json: body, headers: { token: shopper.token } });
    expect(asShopper.status).toBe(401);
  });

  it('documents every catalog call in OpenAPI', async () => {
    const { body } = await server.request('/api/openapi.json');
    for (const [method, path] of CALLS) {
      expect(body.paths[path!.split('?')[0]!]?.[method!.toLowerCase()], path).toBeDefined();
    }
  });
});

describe('shops', () => {
  it('lists every shop for an admin, with product counts and a keyword', async () => {
    const all = (await get('/api/admin/shop/list')).body.data;
    expect(all).toMatchObject({ total: 2, current_page: 1 });
    expect(all.data.find((s: { id: number }) => s.id === alphaId)).toMatchObject({
      name: 'Alpha Shop',
      product_count: 4,
    });
    const found = (await get('/api/admin/shop/list?keyword=bet')).body.data;
    expect(found.data.map((s: { name: string }) => s.name)).toEqual(['Beta Shop']);
  });

  it('shows a merchant its own shop only', async () => {
    const mine = (await get('/api/admin/shop/list', beta.token)).body.data;
    expect(mine.data.map((s: { id: number }) => s.id)).toEqual([betaId]);
    expect((await get(`/api/admin/shop/detail?id=${alphaId}`, beta.token)).body).toMatchObject(refused);
    expect((await get(`/api/admin/shop/detail?id=${betaId}`, beta.token)).body.data).toMatchObject({
      name: 'Beta Shop',
    });
  });

  it('lets an admin open a shop, logged with its record after', async () => {
    const logo = await uploadedBy(admin.id);
    const res = await post('/api/admin/shop/save', { name: '  Gamma Lamps ', logo, description: 'Light', sort: 5 });
    expect(res.body).toMatchObject({ code: 1, data: { name: 'Gamma Lamps', logo, status: 'normal', sort: 5 } });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ admin_id: admin.id, action: 'shop.create', target_type: 'shop' });
    expect(audit.detail).toMatchObject({ before: null, after: { name: 'Gamma Lamps' } });
    // The public shop street shows it.
    expect((await server.request(`/api/shop/detail?id=${res.body.data.id}`)).body.data.name).toBe('Gamma Lamps');
  });

  it('lets a merchant edit its own shop’s profile, logged before and after', async () => {
    const res = await post(
      '/api/admin/shop/save',
      { id: betaId, name: 'Beta Shop', description: 'Fresh food' },
      beta.token,
    );
    expect(res.body).toMatchObject({ code: 1, data: { description: 'Fresh food' } });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ admin_id: beta.id, action: 'shop.update', target_id: String(betaId) });
    expect(audit.detail).toMatchObject({ before: { description: 'B' }, after: { description: 'Fresh food' } });
  });

  it('refuses a merchant another shop, its own status, opening and deleting shops; nothing changes', async () => {
    const logged = await auditCount();
    expect((await post('/api/admin/shop/save', { id: alphaId, name: 'Mine now' }, beta.token)).body).toMatchObject(
      refused,
    );
    expect(
      (await post('/api/admin/shop/save', { id: betaId, name: 'Beta Shop', status: 'closed' }, beta.token)).body,
    ).toMatchObject(refused);
    const create = await post('/api/admin/shop/save', { name: 'Side shop' }, beta.token);
    expect(create.body).toMatchObject({ code: 0, msg: 'Only operators can open or remove shops.' });
    expect((await post('/api/admin/shop/del', { id: betaId }, beta.token)).body).toMatchObject(refused);
    const shops = await db().selectFrom('shops').select(['name', 'status']).orderBy('id').execute();
    expect(shops.slice(0, 2)).toEqual([
      { name: 'Alpha Shop', status: 'normal' },
      { name: 'Beta Shop', status: 'normal' },
    ]);
    expect(shops.some((s) => s.name === 'Side shop')).toBe(false);
    expect(await auditCount()).toBe(logged);
  });

  it('refuses an empty name in the caller’s language', async () => {
    expect((await post('/api/admin/shop/save', { name: '  ' })).body).toMatchObject({
      code: 0,
      msg: 'Please fill in the name',
      data: { field: 'name' },
    });
    expect((await post('/api/admin/shop/save?lang=zh-cn', { name: '' })).body.msg).toBe('请填写名称');
    expect((await post('/api/admin/shop/save?lang=ja', { name: '' })).body.msg).toBe('名前を入力してください');
  });

  it('deletes only a shop without products or orders', async () => {
    const del = await post('/api/admin/shop/del', { id: alphaId });
    expect(del.body).toMatchObject({
      code: 0,
      msg: 'This shop still has 4 products. Close it instead of deleting it.',
    });
    const empty = (await post('/api/admin/shop/save', { name: 'Short-lived' })).body.data.id as number;
    expect((await post('/api/admin/shop/del', { id: empty })).body).toMatchObject({ code: 1, data: null });
    expect((await get(`/api/admin/shop/detail?id=${empty}`)).body).toMatchObject({ code: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'shop.delete', target_id: String(empty) });
  });
});

describe('categories', () => {
  it('lists categories for every operator, in the shop’s order', async () => {
    const list = (await get('/api/admin/category/list', beta.token)).body.data;
    expect(list.data.map((c: { key: string }) => c.key)).toEqual(['computer', 'food', 'toys']);
    expect(list.data[0]).toMatchObject({ name: 'Computer', name_i18n: { 'zh-cn': '电脑' }, status: 'normal' });
  });

  it('refuses a merchant creating, editing or deleting a category', async () => {
    const body = { key: 'lamps', name_i18n: { en: 'Lamps' } };
    expect((await post('/api/admin/category/save', body, beta.token)).body).toMatchObject(refused);
    expect((await post('/api/admin/category/save', { ...body, id: toysId }, beta.token)).body).toMatchObject(refused);
    expect((await post('/api/admin/category/del', { id: toysId }, beta.token)).body).toMatchObject(refused);
    expect(
      await db().selectFrom('categories').select('key').where('key', '=', 'lamps').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('creates a category in six languages; a hidden one leaves the shop', async () => {
    const names = { en: 'Lamps', 'zh-cn': '灯具', ja: 'ランプ', ko: '램프', th: 'โคมไฟ', vi: 'Đèn' };
    const res = await post('/api/admin/category/save', { key: 'Lamps', name_i18n: names, sort: 9 });
    expect(res.body).toMatchObject({ code: 1, data: { key: 'lamps', name: 'Lamps', name_i18n: names } });
    const id = res.body.data.id as number;
    const shown = (await server.request('/api/index/category?lang=th')).body.data;
    expect(shown.find((c: { id: number }) => c.id === id)).toMatchObject({ name: 'โคมไฟ' });
    await post('/api/admin/category/save', { id, key: 'lamps', name_i18n: names, status: 'hidden' });
    const hidden = (await server.request('/api/index/category')).body.data;
    expect(hidden.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await lastAudit()).detail).toMatchObject({ before: { status: 'normal' }, after: { status: 'hidden' } });
    expect((await post('/api/admin/category/del', { id })).body).toMatchObject({ code: 1 });
  });

  it('checks key and names', async () => {
    expect((await post('/api/admin/category/save', { key: 'toys', name_i18n: { en: 'Toys 2' } })).body).toMatchObject({
      code: 0,
      msg: 'This category key is already used',
    });
    expect((await post('/api/admin/category/save', { key: 'a b', name_i18n: { en: 'X' } })).body.msg).toBe(
      'The key may only use lower-case letters, digits and _',
    );
    expect((await post('/api/admin/category/save?lang=ko', { key: 'x', name_i18n: { ja: 'X' } })).body).toMatchObject({
      code: 0,
      msg: '이름을 입력하세요',
      data: { field: 'name_i18n.en' },
    });
  });

  it('refuses to delete a category with products', async () => {
    expect((await post('/api/admin/category/del', { id: toysId })).body).toMatchObject({
      code: 0,
      msg: 'This category still has 2 products. Move them first.',
    });
    expect(await db().selectFrom('categories').select('id').where('id', '=', toysId).executeTakeFirst()).toBeDefined();
  });
});

describe('products', () => {
  let lamp: number;

  it('creates a product with two SKUs that shoppers find in the shop, its detail and search', async () => {
    // Searched (and cached) before it exists: the cache must not hide it afterwards.
    expect((await server.request('/api/product/search?keyword=moonbeam')).body.data.total).toBe(0);
    const res = await post('/api/admin/product/save', await lampBody('Moonbeam desk lamp'));
    expect(res.body).toMatchObject({
      code: 1,
      data: {
        shop_id: betaId,
        shop_name: 'Beta Shop',
        title: 'Moonbeam desk lamp',
        price: '12.50',
        stock: 8,
        freight: '1.00',
        status: 'on',
        specs: [{ name: 'Color', values: ['Red', 'Blue'] }],
        skus: [
          { spec: { Color: 'Red' }, price: '12.50', stock: 3 },
          { spec: { Color: 'Blue' }, price: '14.00', stock: 5 },
        ],
      },
    });
    lamp = res.body.data.id;
    const stored = await db()
      .selectFrom('products')
      .select(['price', 'stock', 'freight'])
      .where('id', '=', lamp)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price: 1250, stock: 8, freight: 100 });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'product.create', target_id: String(lamp) });
    expect(audit.detail).toMatchObject({ before: null, after: { title: 'Moonbeam desk lamp' } });

    const search = (await server.request('/api/product/search?keyword=moonbeam')).body.data;
    expect(search.data.map((p: { id: number }) => p.id)).toEqual([lamp]);
    expect(search.total).toBe(1);
    const detail = (await server.request(`/api/product/detail?id=${lamp}`)).body.data;
    expect(detail).toMatchObject({ title: 'Moonbeam desk lamp', price: '12.50', stock: 8, shop: { id: betaId } });
    expect(detail.skus.map((s: { price: string }) => s.price)).toEqual(['12.50', '14.00']);
    const listed = (await server.request(`/api/index/product?category_id=${toysId}&sort=new`)).body.data;
    expect(listed.data[0]).toMatchObject({ id: lamp, price: '12.50' });
    expect(listed.total).toBe(3);
    const shopList = (await server.request(`/api/shop/products?id=${betaId}&sort=new`)).body.data;
    expect(shopList.data[0].id).toBe(lamp);
  });

  it('edits SKUs in place: kept combinations keep their ids, new ones come, dropped ones go', async () => {
    const before = (await get(`/api/admin/product/detail?id=${lamp}`)).body.data;
    const redId = before.skus[0].id;
    const body = {
      ...(await lampBody('Moonbeam desk lamp')),
      id: lamp,
      images: before.images,
      specs: [{ name: 'Color', values: ['Red', 'Green'] }],
      skus: [
        { spec: { Color: 'Red' }, price: '11.00', stock: 2 },
        { spec: { Color: 'Green' }, price: '15.00', stock: 1 },
      ],
    };
    const res = await post('/api/admin/product/save', body);
    expect(res.body.data).toMatchObject({ price: '11.00', stock: 3 });
    expect(res.body.data.skus).toMatchObject([
      { id: redId, spec: { Color: 'Red' }, price: '11.00', stock: 2 },
      { spec: { Color: 'Green' }, price: '15.00' },
    ]);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'product.update' });
    expect(audit.detail).toMatchObject({ before: { price: '12.50' }, after: { price: '11.00' } });
    const skus = await db().selectFrom('product_skus').select('spec_key').where('product_id', '=', lamp).execute();
    expect(skus.map((s) => s.spec_key).sort()).toEqual(['Color:Green', 'Color:Red']);
  });

  it('rewrites the search terms and the description on edit', async () => {
    const current = (await get(`/api/admin/product/detail?id=${lamp}`)).body.data;
    const edited = { ...current, title: 'Starlight desk lamp', content: '<p>Now brighter</p>' };
    expect((await post('/api/admin/product/save', edited)).body.code).toBe(1);
    expect((await server.request('/api/product/search?keyword=moonbeam')).body.data.total).toBe(0);
    expect((await server.request('/api/product/search?keyword=starlight')).body.data.data[0].id).toBe(lamp);
    expect((await server.request(`/api/product/detail?id=${lamp}`)).body.data.content).toBe('<p>Now brighter</p>');
  });

  it('takes a product off the shelf and back', async () => {
    const current = (await get(`/api/admin/product/detail?id=${lamp}`)).body.data;
    await post('/api/admin/product/save', { ...current, status: 'off' });
    expect((await server.request(`/api/product/detail?id=${lamp}`)).body).toMatchObject({ code: 0 });
    expect((await server.request('/api/product/search?keyword=starlight')).body.data.total).toBe(0);
    const offList = (await get('/api/admin/product/list?status=off')).body.data;
    expect(offList.data.map((p: { id: number }) => p.id)).toEqual([lamp]);
    await post('/api/admin/product/save', { ...current, status: 'on' });
    expect((await server.request(`/api/product/detail?id=${lamp}`)).body.code).toBe(1);
  });

  it('hides a closed shop’s products everywhere shoppers look, and brings back only the shelved ones', async () => {
    const current = (await get(`/api/admin/product/detail?id=${lamp}`)).body.data;
    const shelved = { ...(await lampBody('Nightowl reading lamp')), status: 'off' };
    const parked = (await post('/api/admin/product/save', shelved)).body.data.id as number;
    const shop = (await get(`/api/admin/shop/detail?id=${betaId}`)).body.data;
    const listedIds = async () =>
      (await server.request(`/api/index/product?category_id=${toysId}&sort=new`)).body.data.data.map(
        (p: { id: number }) => p.id,
      );
    expect(await listedIds()).toContain(lamp);

    expect((await post('/api/admin/shop/save', { ...shop, status: 'closed' })).body.code).toBe(1);
    expect(await listedIds()).not.toContain(lamp);
    expect((await server.request('/api/product/search?keyword=starlight')).body.data.total).toBe(0);
    expect((await server.request(`/api/product/detail?id=${lamp}`)).body.code).toBe(0);
    const sku = current.skus[0].id as number;
    const bag = await server.request('/api/cart/add', {
      method: 'POST',
      headers: { token: shopper.token },
      json: { product_id: lamp, sku_id: sku, quantity: 1 },
    });
    expect(bag.body.code).toBe(0);
    // The console still shows the operator's choice; a product put on the shelf now waits too.
    expect((await get(`/api/admin/product/detail?id=${lamp}`)).body.data.status).toBe('on');
    const onList = (await get(`/api/admin/product/list?status=on&shop_id=${betaId}`)).body.data;
    expect(onList.data.map((p: { id: number }) => p.id)).toContain(lamp);
    const waiting = await post('/api/admin/product/save', { ...current, status: 'on' });
    expect(waiting.body.data.status).toBe('on');
    expect((await server.request(`/api/product/detail?id=${lamp}`)).body.code).toBe(0);

    expect((await post('/api/admin/shop/save', { ...shop, status: 'normal' })).body.code).toBe(1);
    expect(await listedIds()).toContain(lamp);
    expect((await server.request(`/api/product/detail?id=${lamp}`)).body.code).toBe(1);
    expect((await server.request(`/api/product/detail?id=${parked}`)).body.code).toBe(0);
    expect((await post('/api/admin/product/del', { id: parked })).body.code).toBe(1);
  });

  it('checks specs, SKUs, prices and pictures, in the caller’s language', async () => {
    const base = await lampBody('Checked lamp');
    const msg = async (extra: Record<string, unknown>, lang = 'en') =>
      (await post(`/api/admin/product/save?lang=${lang}`, { ...base, ...extra })).body;
    const mismatch = 'Every combination of the specs needs exactly one SKU';
    expect(await msg({ skus: base.skus.slice(0, 1) })).toMatchObject({ code: 0, msg: mismatch });
    expect(await msg({ skus: [base.skus[0], base.skus[0]] })).toMatchObject({ code: 0, msg: mismatch });
    expect(await msg({ skus: [base.skus[0], { spec: { Color: 'Pink' }, price: 1, stock: 1 }] })).toMatchObject({
      msg: mismatch,
    });
    expect((await msg({ skus: base.skus.slice(0, 1) }, 'vi')).msg).toBe('Mỗi tổ hợp thuộc tính cần đúng một SKU');
    expect(await msg({ skus: [{ ...base.skus[0], price: '0' }, base.skus[1]] })).toMatchObject({
      msg: 'The price must be more than 0',
      data: { field: 'skus.0.price' },
    });
    expect((await msg({ specs: [{ name: 'Color', values: [' '] }] }, 'th')).msg).toBe('กรุณาเพิ่มค่าให้ Color อย่างน้อยหนึ่งค่า');
    expect((await msg({ specs: [{ name: 'Color', values: ['Red', 'Red'] }] })).msg).toBe('Red is repeated');
    expect((await msg({ specs: [], price: undefined })).data.field).toBe('price');
    expect((await msg({ images: [] })).msg).toBe('Please add at least one picture');
    expect((await msg({ title: ' ' }, 'zh-cn')).msg).toBe('请填写商品标题');
    // Pictures: this operator's uploads only.
    const foreign = await uploadedBy(otherAdmin.id);
    expect(await msg({ images: [foreign] })).toMatchObject({ code: 0, msg: 'This image was not uploaded by you.' });
    expect((await msg({ images: ['https://evil.example/x.jpg'] })).code).toBe(0);
    expect(
      await db().selectFrom('products').select('id').where('title', '=', 'Checked lamp').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('sells a product without specs at its own price and stock', async () => {
    const body = { ...(await lampBody('Plain lamp')), specs: [], skus: [], price: '9.90', stock: 4 };
    const res = await post('/api/admin/product/save', body);
    expect(res.body.data).toMatchObject({ price: '9.90', stock: 4, specs: [], skus: [] });
    expect((await server.request(`/api/product/detail?id=${res.body.data.id}`)).body.data.skus).toEqual([]);
  });

  describe('a merchant', () => {
    it('sees its own shop’s products only', async () => {
      const mine = (await get('/api/admin/product/list?limit=50', beta.token)).body.data;
      expect(mine.data.length).toBeGreaterThan(0);
      expect(mine.data.every((p: { shop_id: number }) => p.shop_id === betaId)).toBe(true);
      const asked = (await get(`/api/admin/product/list?shop_id=${alphaId}`, beta.token)).body.data;
      expect(asked).toMatchObject({ total: 0, data: [] });
      const alphaProduct = await productId(server.app, 1);
      expect((await get(`/api/admin/product/detail?id=${alphaProduct}`, beta.token)).body).toMatchObject(refused);
      // An admin filters by shop.
      const alpha = (await get(`/api/admin/product/list?shop_id=${alphaId}`)).body.data;
      expect(alpha.total).toBe(4);
    });

    it('is refused another shop’s product, and nothing changes', async () => {
      const alphaProduct = await productId(server.app, 1);
      const before = await db()
        .selectFrom('products')
        .selectAll()
        .where('id', '=', alphaProduct)
        .executeTakeFirstOrThrow();
      const logged = await auditCount();
      const edit = { ...(await lampBody('Taken over', {}, beta.id)), id: alphaProduct, shop_id: undefined };
      expect((await post('/api/admin/product/save', edit, beta.token)).body).toMatchObject(refused);
      expect((await post('/api/admin/product/del', { id: alphaProduct }, beta.token)).body).toMatchObject(refused);
      const create = await lampBody('Into Alpha', { shop_id: alphaId }, beta.id);
      expect((await post('/api/admin/product/save', create, beta.token)).body).toMatchObject(refused);
      const after = await db()
        .selectFrom('products')
        .selectAll()
        .where('id', '=', alphaProduct)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      expect(
        await db().selectFrom('products').select('id').where('title', 'in', ['Taken over', 'Into Alpha']).execute(),
      ).toEqual([]);
      expect(await auditCount()).toBe(logged);
    });

    it('creates and edits products of its own shop, and cannot move one away', async () => {
      const body = await lampBody('Beta lantern', { shop_id: undefined }, beta.id);
      const res = await post('/api/admin/product/save', body, beta.token);
      expect(res.body).toMatchObject({ code: 1, data: { shop_id: betaId, title: 'Beta lantern' } });
      const id = res.body.data.id as number;
      expect(await lastAudit()).toMatchObject({ admin_id: beta.id, action: 'product.create' });
      const moved = await post('/api/admin/product/save', { ...body, id, shop_id: alphaId }, beta.token);
      expect(moved.body).toMatchObject(refused);
      const off = await post('/api/admin/product/save', { ...body, id, status: 'off' }, beta.token);
      expect(off.body.data).toMatchObject({ shop_id: betaId, status: 'off' });
      expect((await post('/api/admin/product/del', { id }, beta.token)).body).toMatchObject({ code: 1 });
    });
  });

  it('deletes a product nobody ordered; refuses one with orders, which stays intact', async () => {
    const ordered = await productId(server.app, 2);
    const order = await paidOrder(server, shopper, [{ product_id: ordered, quantity: 1 }]);
    expect((await post('/api/admin/product/del', { id: ordered })).body).toMatchObject({
      code: 0,
      msg: 'This product has orders. Take it off the shelf instead.',
    });
    expect((await get(`/api/admin/product/detail?id=${ordered}`)).body.code).toBe(1);
    const item = await db()
      .selectFrom('order_items')
      .select('product_id')
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(item.product_id).toBe(ordered);

    const res = await post('/api/admin/product/save', await lampBody('Doomed lamp'));
    const id = res.body.data.id as number;
    expect((await post('/api/admin/product/del', { id })).body).toMatchObject({ code: 1, data: null });
    expect((await server.request(`/api/product/detail?id=${id}`)).body.code).toBe(0);
    expect(await db().selectFrom('product_skus').select('id').where('product_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('product_terms').select('term').where('product_id', '=', id).execute()).toEqual([]);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'product.delete', target_id: String(id) });
    expect(audit.detail).toMatchObject({ before: { title: 'Doomed lamp' }, after: null });
  });
});

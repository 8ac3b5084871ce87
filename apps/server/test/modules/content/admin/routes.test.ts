import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../../src/lib/time';
import { createAdmin } from '../../../helpers/admins';
import { productId } from '../../../helpers/orders';
import { createShopper, type TestShopper } from '../../../helpers/shoppers';
import { startServer, type TestServer } from '../../../helpers/test-server';

let server: TestServer;
let admin: { id: number; token: string };
let merchant: { token: string };
let shopper: TestShopper;

const get = (path: string, token = admin.token) => server.request(path, { headers: { token } });
const post = (path: string, json: unknown, token = admin.token) =>
  server.request(path, { method: 'POST', headers: { token }, json });
const db = () => server.app.db;
const count = async (table: 'banners' | 'chain_networks' | 'promo_codes' | 'articles' | 'admin_audit_log') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const lastAudit = async () => {
  const row = await db().selectFrom('admin_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { ...row, detail: JSON.parse(row.detail) as { before: unknown; after: unknown } };
};
/** Every row of the content tables, to prove a refusal changed nothing. */
const snapshot = async () => ({
  banners: await db().selectFrom('banners').selectAll().orderBy('id').execute(),
  networks: await db().selectFrom('chain_networks').selectAll().orderBy('id').execute(),
  promos: await db().selectFrom('promo_codes').selectAll().orderBy('id').execute(),
  articles: await db().selectFrom('articles').selectAll().orderBy('id').execute(),
  audit: await count('admin_audit_log'),
});

const validBodies = {
  banner: { title: 'Autumn sale', image: '/images/banner/1.svg', link: '/product/2', sort: 0 },
  network: { name: 'ERC20', currency: 'usdt', address: '0xabc123', min_amount: '15.50' },
  promo: { code: 'autumn20', type: 'percent', percent: 20, min_spend: '1.00' },
  article: {
    type: 'help',
    key: 'returns',
    translations: { en: { title: 'Returns', content: '<p>Within 7 days</p>' } },
  },
};
type Name = keyof typeof validBodies;
const NAMES = Object.keys(validBodies) as Name[];

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  const shop = await db().selectFrom('shops').select('id').where('name', '=', 'Beta Shop').executeTakeFirstOrThrow();
  merchant = await createAdmin(server.app, { role: 'merchant', shopId: shop.id });
  shopper = await createShopper(server.app, { balanceCents: 100_000 });
});
afterAll(() => server.close());

describe('who may call', () => {
  it.each(NAMES)('admin/%s refuses anyone but an admin, and nothing changes', async (name) => {
    const before = await snapshot();
    const base = `/api/admin/${name}`;
    for (const token of [undefined, 'not-a-token', shopper.token]) {
      const headers: Record<string, string> = token ? { token } : {};
      expect((await server.request(`${base}/list`, { headers })).status).toBe(401);
      const save = await server.request(`${base}/save`, { method: 'POST', headers, json: validBodies[name] });
      expect(save.status).toBe(401);
    }
    const refused = { code: 0, data: { reason: 'no_permission' } };
    expect((await get(`${base}/list`, merchant.token)).body).toMatchObject(refused);
    expect((await get(`${base}/detail?id=1`, merchant.token)).body).toMatchObject(refused);
    expect((await post(`${base}/save`, validBodies[name], merchant.token)).body).toMatchObject(refused);
    expect((await post(`${base}/save`, { ...validBodies[name], id: 1 }, merchant.token)).body).toMatchObject(refused);
    expect((await post(`${base}/del`, { id: 1 }, merchant.token)).body).toMatchObject(refused);
    expect(await snapshot()).toEqual(before);
  });
});

describe('banners', () => {
  it('creates, lists, edits, hides and deletes, each with an audit line; the shop follows at once', async () => {
    const shopBanners = async () => (await server.request('/api/index/banner')).body.data as { title: string }[];
    const home = async () => (await server.request('/api/index/index')).body.data.banners as { title: string }[];
    // Warm the micro-cache of both public reads first: a save must not be hidden by it.
    expect((await shopBanners()).map((b) => b.title)).not.toContain('Autumn sale');
    await home();

    const created = await post('/api/admin/banner/save', validBodies.banner);
    expect(created.body).toMatchObject({
      code: 1,
      data: { title: 'Autumn sale', status: 'normal', link: '/product/2' },
    });
    const id = created.body.data.id as number;
    expect(await lastAudit()).toMatchObject({
      admin_id: admin.id,
      action: 'banner.create',
      target_type: 'banner',
      target_id: String(id),
      detail: { before: null, after: { id, title: 'Autumn sale' } },
    });
    expect((await shopBanners()).map((b) => b.title)).toContain('Autumn sale');
    expect((await home()).map((b) => b.title)).toContain('Autumn sale');

    const list = await get('/api/admin/banner/list?keyword=autumn');
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1, data: [{ id }] });
    expect((await get(`/api/admin/banner/detail?id=${id}`)).body.data).toMatchObject({
      id,
      image: '/images/banner/1.svg',
    });

    const hidden = await post('/api/admin/banner/save', {
      ...validBodies.banner,
      id,
      title: 'Hidden',
      status: 'hidden',
    });
    expect(hidden.body.data).toMatchObject({ id, title: 'Hidden', status: 'hidden' });
    expect(await lastAudit()).toMatchObject({
      action: 'banner.update',
      detail: { before: { title: 'Autumn sale', status: 'normal' }, after: { title: 'Hidden', status: 'hidden' } },
    });
    expect((await shopBanners()).map((b) => b.title)).not.toContain('Hidden');
    expect((await home()).map((b) => b.title)).not.toContain('Hidden');
    expect((await get('/api/admin/banner/list?status=hidden')).body.data.data).toEqual([
      expect.objectContaining({ id }),
    ]);

    expect((await post('/api/admin/banner/del', { id })).body).toMatchObject({ code: 1, data: null });
    expect(await lastAudit()).toMatchObject({ action: 'banner.delete', detail: { before: { id }, after: null } });
    expect((await get(`/api/admin/banner/detail?id=${id}`)).body).toMatchObject({
      code: 0,
      data: { reason: 'record_not_found' },
    });
  });

  it.each([
    [{ ...validBodies.banner, image: 'javascript:alert(1)' }, 'Upload an image or give an http(s) address'],
    [{ ...validBodies.banner, image: '' }, 'image must be at least 1 characters long'],
    [
      { ...validBodies.banner, link: 'https://evil.example/' },
      'The link must be a shop path starting with "/", e.g. /product/3',
    ],
    [
      { ...validBodies.banner, link: '//evil.example' },
      'The link must be a shop path starting with "/", e.g. /product/3',
    ],
    [{ ...validBodies.banner, sort: -1 }, 'sort must be at least 0'],
    [{ ...validBodies.banner, id: 999_999 }, 'The record does not exist.'],
  ])('refuses %j with a localized message, and nothing changes', async (body, msg) => {
    const before = await snapshot();
    expect((await post('/api/admin/banner/save', body)).body).toMatchObject({ code: 0, msg });
    expect(await snapshot()).toEqual(before);
  });

  it('speaks the caller’s language', async () => {
    const res = await post('/api/admin/banner/save?lang=zh-cn', { ...validBodies.banner, link: 'x' });
    expect(res.body).toMatchObject({ code: 0, msg: '链接必须是以 "/" 开头的商城路径，例如 /product/3' });
    const ja = await post('/api/admin/banner/save?lang=ja', { ...validBodies.banner, image: 'data:x' });
    expect(ja.body.msg).toBe('画像をアップロードするか http(s) のアドレスを入力してください');
  });

  it('takes an image an operator uploaded through common/upload', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    const upload = await server.request('/api/common/upload', {
      method: 'POST',
      headers: { token: admin.token },
      body: form,
    });
    expect(upload.body).toMatchObject({ code: 1, data: { url: expect.stringMatching(/^\/uploads\//) } });
    const row = await db()
      .selectFrom('uploads')
      .selectAll()
      .where('url', '=', upload.body.data.url)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ admin_id: admin.id, user_id: null });
    const saved = await post('/api/admin/banner/save', { ...validBodies.banner, image: upload.body.data.url });
    expect(saved.body).toMatchObject({ code: 1, data: { image: upload.body.data.url } });
    await post('/api/admin/banner/del', { id: saved.body.data.id });

    // A shopper's upload (recharge evidence, refund proof) is never put on show.
    const shopperForm = new FormData();
    shopperForm.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'evidence.png');
    const evidence = await server.request('/api/common/upload', {
      method: 'POST',
      headers: { token: shopper.token },
      body: shopperForm,
    });
    const before = await snapshot();
    expect(
      (await post('/api/admin/banner/save', { ...validBodies.banner, image: evidence.body.data.url })).body,
    ).toMatchObject({
      code: 0,
      msg: 'This image was not uploaded by you.',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('chain networks', () => {
  const shopperNetworks = async () =>
    (await server.request('/api/user/getBlockchain', { headers: { token: shopper.token } })).body.data as {
      name: string;
      min_amount: string;
    }[];

  it('creates a network shoppers then deposit on; hidden it is gone; money in integer cents', async () => {
    const created = await post('/api/admin/network/save', validBodies.network);
    expect(created.body.data).toMatchObject({ name: 'ERC20', currency: 'USDT', min_amount: '15.50', status: 'normal' });
    const id = created.body.data.id as number;
    const row = await db().selectFrom('chain_networks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.min_amount)).toBe(1550);
    expect(await shopperNetworks()).toContainEqual(expect.objectContaining({ name: 'ERC20', min_amount: '15.50' }));
    expect(await lastAudit()).toMatchObject({ action: 'network.create', target_id: String(id) });

    await post('/api/admin/network/save', { ...validBodies.network, id, status: 'hidden' });
    expect((await shopperNetworks()).map((n) => n.name)).not.toContain('ERC20');
    expect((await post('/api/admin/network/del', { id })).body.code).toBe(1);
    expect(await count('chain_networks')).toBe(1);
  });

  it('refuses to delete a network a recharge names (hide it instead)', async () => {
    const network = await db().selectFrom('chain_networks').select('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('recharges')
      .values({ user_id: shopper.id, type: 'chain', network_id: network.id, amount: 1000, createtime: nowSeconds() })
      .execute();
    const before = await snapshot();
    expect((await post('/api/admin/network/del', { id: network.id })).body).toMatchObject({
      code: 0,
      msg: 'This network has recharges or withdrawals: hide it instead of deleting it',
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ ...validBodies.network, name: 'BSC' }, 'Deposits via DEX, BSC and HECO are not supported'],
    [{ ...validBodies.network, address: '0x ab' }, 'Enter the deposit address without spaces'],
    [{ ...validBodies.network, min_amount: '1.234' }, 'min_amount must be an amount with at most two decimals'],
    [{ ...validBodies.network, min_amount: '-1' }, 'min_amount must be an amount with at most two decimals'],
    [{ name: 'X', address: 'abc' }, 'min_amount must be an amount with at most two decimals'],
    [{ ...validBodies.network, name: '' }, 'name must be at least 1 characters long'],
  ])('refuses %j, and nothing changes', async (body, msg) => {
    const before = await snapshot();
    expect((await post('/api/admin/network/save', body)).body).toMatchObject({ code: 0, msg });
    expect(await snapshot()).toEqual(before);
  });
});

describe('promo codes', () => {
  const preview = async (code: string) => {
    const res = await server.request('/api/order/preview', {
      method: 'POST',
      headers: { token: shopper.token },
      json: { items: [{ product_id: await productId(server.app, 2), quantity: 1 }], promo_code: code },
    });
    return res.body;
  };

  it('creates a code the shop’s checkout accepts; hidden, the checkout refuses it', async () => {
    const created = await post('/api/admin/promo/save', validBodies.promo);
    expect(created.body.data).toMatchObject({
      code: 'AUTUMN20',
      type: 'percent',
      percent: 20,
      amount: '0.00',
      min_spend: '1.00',
      per_user_limit: 1,
      total_limit: 0,
      used_count: 0,
      shop_id: null,
    });
    const id = created.body.data.id as number;
    const row = await db().selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.min_spend)).toBe(100);

    const accepted = await preview('autumn20');
    expect(accepted.data.promo).toEqual({ code: 'autumn20', applied: true });
    expect(Number(accepted.data.discount)).toBeGreaterThan(0);

    await post('/api/admin/promo/save', { ...validBodies.promo, id, status: 'hidden' });
    expect(await lastAudit()).toMatchObject({
      action: 'promo.update',
      detail: { before: { status: 'normal' }, after: { status: 'hidden' } },
    });
    expect((await preview('AUTUMN20')).data).toMatchObject({
      discount: '0.00',
      promo: { applied: false, reason: 'not_found', message: 'This promo code does not exist' },
    });

    const fixed = await post('/api/admin/promo/save', {
      code: 'TAKE3',
      type: 'fixed',
      amount: 3,
      starttime: nowSeconds() - 10,
      endtime: nowSeconds() + 3600,
    });
    expect(fixed.body.data).toMatchObject({ amount: '3.00', percent: 0 });
    expect((await preview('take3')).data).toMatchObject({ discount: '3.00', promo: { applied: true } });
    expect((await post('/api/admin/promo/del', { id: fixed.body.data.id })).body.code).toBe(1);
  });

  it('refuses to delete a code that was used', async () => {
    const promo = await db()
      .selectFrom('promo_codes')
      .select('id')
      .where('code', '=', 'AUTUMN20')
      .executeTakeFirstOrThrow();
    await db().updateTable('promo_codes').set({ used_count: 1 }).where('id', '=', promo.id).execute();
    const res = await post('/api/admin/promo/del?lang=vi', { id: promo.id });
    expect(res.body).toMatchObject({ code: 0, msg: 'Mã khuyến mãi này đã được dùng: hãy ẩn thay vì xóa' });
  });

  it.each([
    [{ ...validBodies.promo, code: 'a b' }, 'A promo code has 3 to 32 letters, digits, "-" or "_"'],
    [{ ...validBodies.promo, code: 'Autumn20' }, 'This promo code already exists'],
    [{ ...validBodies.promo, code: 'NEW1', percent: 0 }, 'Enter a discount percent from 1 to 100'],
    [{ ...validBodies.promo, code: 'NEW1', percent: 101 }, 'percent must be at most 100'],
    [{ code: 'NEW1', type: 'fixed' }, 'Enter the discount amount'],
    [{ code: 'NEW1', type: 'fixed', amount: '0.001' }, 'amount must be an amount with at most two decimals'],
    [{ code: 'NEW1', type: 'gift' }, 'type must be one of: fixed, percent'],
    [
      { ...validBodies.promo, code: 'NEW1', starttime: 2000, endtime: 1000 },
      'The end time must be after the start time',
    ],
    [{ ...validBodies.promo, code: 'NEW1', shop_id: 999_999 }, 'The record does not exist.'],
    [{ ...validBodies.promo, code: 'NEW1', per_user_limit: 0 }, 'per_user_limit must be at least 1'],
  ])('refuses %j, and nothing changes', async (body, msg) => {
    const before = await snapshot();
    expect((await post('/api/admin/promo/save', body)).body).toMatchObject({ code: 0, msg });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses in Thai and Korean too', async () => {
    const body = { ...validBodies.promo, code: 'NEW2', starttime: 2000, endtime: 1000 };
    expect((await post('/api/admin/promo/save?lang=th', body)).body.msg).toBe('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น');
    expect((await post('/api/admin/promo/save?lang=ko', body)).body.msg).toBe('종료 시간은 시작 시간 이후여야 합니다');
  });
});

describe('articles', () => {
  const help = async (lang: string) =>
    (await server.request(`/api/user/help_support?lang=${lang}`)).body.data as {
      key: string;
      title: string;
      content: string;
    }[];

  it('saves six translations as one article the shop serves per language; empty ones fall back to English', async () => {
    await help('ja'); // warm the micro-cache
    const translations = {
      en: { title: 'Shipping', content: '<p>We ship <b>fast</b></p>' },
      'zh-cn': { title: '配送', content: '<p>快速发货</p>' },
      ja: { title: '配送について', content: '<p>迅速に発送します</p>' },
      ko: { title: '배송', content: '<p>빠른 배송</p>' },
      th: { title: 'การจัดส่ง', content: '<p>จัดส่งรวดเร็ว</p>' },
      vi: { title: 'Giao hàng', content: '<p>Giao nhanh</p>' },
    };
    const created = await post('/api/admin/article/save', { type: 'help', key: 'shipping', sort: 5, translations });
    expect(created.body).toMatchObject({ code: 1, data: { type: 'help', key: 'shipping', translations } });
    const id = created.body.data.id as number;
    expect(await lastAudit()).toMatchObject({ action: 'article.create', target_id: String(id) });
    expect((await help('ja')).find((a) => a.key === 'shipping')).toMatchObject({ title: '配送について' });
    expect((await help('vi')).find((a) => a.key === 'shipping')).toMatchObject({ title: 'Giao hàng' });

    const list = await get('/api/admin/article/list?keyword=shipping');
    expect(list.body.data.data).toEqual([
      expect.objectContaining({
        id,
        key: 'shipping',
        title: 'Shipping',
        langs: ['en', 'zh-cn', 'ja', 'ko', 'th', 'vi'],
      }),
    ]);

    // Emptying the Japanese title removes that translation; other languages are left as they are.
    const edited = await post('/api/admin/article/save', {
      id,
      type: 'help',
      key: 'shipping',
      translations: { en: { title: 'Delivery', content: '<p>Soon</p>' }, ja: { title: '', content: '' } },
    });
    expect(edited.body.data.translations).toMatchObject({
      en: { title: 'Delivery' },
      ja: { title: '', content: '' },
      ko: { title: '배송' },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'article.update',
      detail: {
        before: { translations: { ja: { title: '配送について' } } },
        after: { translations: { en: { title: 'Delivery' } } },
      },
    });
    expect((await help('ja')).find((a) => a.key === 'shipping')).toMatchObject({ title: 'Delivery' });

    await post('/api/admin/article/save', {
      id,
      type: 'help',
      key: 'shipping',
      status: 'hidden',
      translations: { en: { title: 'Delivery', content: '' } },
    });
    expect((await help('ko')).map((a) => a.key)).not.toContain('shipping');

    const rows = await count('articles');
    expect((await post('/api/admin/article/del', { id })).body.code).toBe(1);
    expect(await count('articles')).toBe(rows - 5);
  });

  it('stores bodies sanitized: no scripts, handlers or javascript: links reach the table or the shop', async () => {
    const content =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe></p>';
    const saved = await post('/api/admin/article/save', {
      type: 'law',
      key: 'terms-test',
      translations: { en: { title: 'Terms', content } },
    });
    const stored = await db()
      .selectFrom('articles')
      .select('content')
      .where('group_key', '=', 'terms-test')
      .executeTakeFirstOrThrow();
    for (const text of [saved.body.data.translations.en.content, stored.content]) {
      expect(text).toContain('Hi');
      expect(text).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    }
    const served = (await server.request('/api/user/law')).body.data.find(
      (a: { key: string }) => a.key === 'terms-test',
    );
    expect(served.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });

  it.each([
    [
      { type: 'help', key: 'Bad Key', translations: { en: { title: 'T', content: '' } } },
      'The key may only have lower-case letters, digits and "-"',
    ],
    [
      { type: 'help', key: 'no-en', translations: { ja: { title: 'T', content: '' } } },
      'Please write at least the English title',
    ],
    [
      { type: 'help', key: 'faq', translations: { en: { title: 'Dup', content: '' } } },
      'Another article of this type already uses this key',
    ],
    [
      { type: 'news', key: 'x', translations: { en: { title: 'T', content: '' } } },
      'type must be one of: help, law, platform',
    ],
    [
      { type: 'help', key: 'long', translations: { en: { title: 'T'.repeat(201), content: '' } } },
      'translations.en.title must be at most 200 characters long',
    ],
  ])('refuses %j, and nothing changes', async (body, msg) => {
    const before = await snapshot();
    expect((await post('/api/admin/article/save', body)).body).toMatchObject({ code: 0, msg });
    expect(await snapshot()).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents every content call with its schema', async () => {
    const { body } = await server.request('/api/openapi.json');
    for (const name of NAMES) {
      for (const call of ['list', 'detail', 'save', 'del'])
        expect(Object.keys(body.paths)).toContain(`/api/admin/${name}/${call}`);
    }
    const save = body.paths['/api/admin/promo/save'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(save.properties)).toEqual(
      expect.arrayContaining(['code', 'type', 'amount', 'percent', 'min_spend']),
    );
  });
});

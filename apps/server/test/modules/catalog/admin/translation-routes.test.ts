import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalog } from '../../../../src/seed/demo-catalog/types';
import { createAdmin } from '../../../helpers/admins';
import { fixtureCatalog } from '../../../helpers/fixture-catalog';
import { startServer, type TestServer } from '../../../helpers/test-server';

/**
 * The console's shop and banner editors (admin/banner/…, admin/translation/… for shops and
 * banners) and what the shop then reads. Products: catalog/translations.test.ts.
 */
const catalog: DemoCatalog = {
  ...fixtureCatalog,
  shops: [{ ...fixtureCatalog.shops[0]!, description: 'Lights for every trail.' }, fixtureCatalog.shops[1]!],
  banners: [
    {
      ...fixtureCatalog.banners[0]!,
      title: 'Sale',
      titleI18n: { th: 'ลดราคา', ja: 'セール' },
      subtitle: 'Lamps up to 40% off',
      subtitleI18n: { th: 'โคมไฟลดสูงสุด 40%' },
    },
    fixtureCatalog.banners[1]!,
  ],
};

let server: TestServer;
let admin: { token: string };
const shopIds: Record<string, number> = {};
const bannerIds: Record<string, number> = {};

const call = async (token: string, path: string, json?: unknown) =>
  (
    await server.request(
      path,
      json === undefined ? { headers: { token } } : { method: 'POST', headers: { token }, json },
    )
  ).body;
const get = async (path: string) => (await server.request(path)).body;
/** A home banner as a reader of `lang` gets it. */
const bannerIn = async (lang: string, id: number) =>
  (await get(`/api/index/banner?lang=${lang}`)).data.find((b: { id: number }) => b.id === id);

beforeAll(async () => {
  server = await startServer({ demoCatalog: () => catalog });
  for (const s of await server.app.db.selectFrom('shops').select(['id', 'name']).execute()) shopIds[s.name] = s.id;
  for (const b of await server.app.db.selectFrom('banners').select(['id', 'title']).execute())
    bannerIds[b.title] = b.id;
  admin = await createAdmin(server.app);
});
afterAll(() => server.close());

describe('banner subtitle', () => {
  it('answers in the request language, else English (its source)', async () => {
    const th = await bannerIn('th', bannerIds['Sale']!);
    expect([th.title, th.subtitle]).toEqual(['ลดราคา', 'โคมไฟลดสูงสุด 40%']);
    // Japanese has a title but no subtitle: each field falls back on its own.
    const ja = (await get('/api/index/index?lang=ja')).data.banners.find((b: { id: number }) => b.id === th.id);
    expect([ja.title, ja.subtitle]).toEqual(['セール', 'Lamps up to 40% off']);
    const other = await bannerIn('ko', bannerIds['Shop']!);
    expect([other.title, other.subtitle]).toEqual(['Shop', '']);
  });

  it('the banner editor writes it; a client that sends none keeps it', async () => {
    const id = bannerIds['Shop']!;
    const before = (await call(admin.token, `/api/admin/banner/detail?id=${id}`)).data;
    expect(before.subtitle).toBe('');
    const saved = await call(admin.token, '/api/admin/banner/save', {
      id,
      title: 'Shop',
      subtitle: '  Fresh picks every week ',
      image: before.image,
      link: before.link,
    });
    expect(saved.code).toBe(1);
    expect((await call(admin.token, `/api/admin/banner/detail?id=${id}`)).data.subtitle).toBe('Fresh picks every week');
    await call(admin.token, '/api/admin/banner/save', { id, title: 'Shop', image: before.image, link: before.link });
    expect((await bannerIn('vi', id)).subtitle).toBe('Fresh picks every week');
  });

  it('is a field of the banner’s translations: shown, missing, saved', async () => {
    const id = bannerIds['Sale']!;
    const detail = (await call(admin.token, `/api/admin/translation/detail?entity=banner&id=${id}`)).data;
    expect(detail.source).toMatchObject({ title: 'Sale', subtitle: 'Lamps up to 40% off' });
    expect(detail.translations.th).toMatchObject({ title: 'ลดราคา', subtitle: 'โคมไฟลดสูงสุด 40%' });
    // The picture is optional: only texts are reported missing.
    expect(detail.missing).toMatchObject({ en: [], th: [], ja: ['subtitle'], vi: ['title', 'subtitle'] });

    const missing = async (lang: string) =>
      (await call(admin.token, `/api/admin/translation/missing?entity=banner&language=${lang}`)).data.data;
    expect((await missing('ja')).find((i: { id: number }) => i.id === id)).toEqual({
      id,
      title: 'Sale',
      missing: ['subtitle'],
    });
    expect((await missing('th')).map((i: { id: number }) => i.id)).not.toContain(id);

    const saved = await call(admin.token, '/api/admin/translation/save', {
      entity: 'banner',
      id,
      language: 'ja',
      fields: { title: 'セール', subtitle: 'ランプが最大40%オフ' },
    });
    expect(saved.data.missing.ja).toEqual([]);
    expect((await bannerIn('ja', id)).subtitle).toBe('ランプが最大40%オフ');
    expect((await missing('ja')).map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('is documented in the OpenAPI answer of the home banners', async () => {
    const doc = (await server.request('/api/openapi.json')).body;
    expect(JSON.stringify(doc.paths['/api/index/banner'])).toContain('subtitle');
  });
});

describe('shop translations in the console', () => {
  it('a merchant translates its own shop and lists its own gaps only; an admin sees every shop', async () => {
    const alpha = shopIds['Alpha Shop']!;
    const beta = shopIds['Beta Shop']!;
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: alpha });
    const listed = async (token: string, lang: string) =>
      (await call(token, `/api/admin/translation/missing?entity=shop&language=${lang}&limit=50`)).data.data.map(
        (i: { id: number }) => i.id,
      );
    expect(await listed(merchant.token, 'vi')).toEqual([alpha]);
    expect(await listed(admin.token, 'vi')).toEqual(expect.arrayContaining([alpha, beta]));
    const item = (await call(merchant.token, '/api/admin/translation/missing?entity=shop&language=vi')).data.data[0];
    expect(item).toEqual({ id: alpha, title: 'Alpha Shop', missing: ['name', 'description'] });

    const saved = await call(merchant.token, '/api/admin/translation/save', {
      entity: 'shop',
      id: alpha,
      language: 'vi',
      fields: { name: 'Cửa hàng Alpha', description: 'Đèn cho mọi cung đường.' },
    });
    expect(saved.data.missing.vi).toEqual([]);
    expect(await listed(merchant.token, 'vi')).toEqual([]);
    const shop = (await get(`/api/shop/detail?id=${alpha}&lang=vi`)).data;
    expect([shop.name, shop.description]).toEqual(['Cửa hàng Alpha', 'Đèn cho mọi cung đường.']);

    // Another shop: neither read nor written.
    expect((await call(merchant.token, `/api/admin/translation/detail?entity=shop&id=${beta}`)).code).toBe(0);
    const foreign = await call(merchant.token, '/api/admin/translation/save', {
      entity: 'shop',
      id: beta,
      language: 'vi',
      fields: { name: 'Stolen' },
    });
    expect(foreign.code).toBe(0);
    expect((await get(`/api/shop/detail?id=${beta}&lang=vi`)).data.name).toBe('Beta Shop');
    // Banners are the admin's.
    const banner = bannerIds['Sale']!;
    expect((await call(merchant.token, `/api/admin/translation/detail?entity=banner&id=${banner}`)).code).toBe(0);
  });

  it('pages the missing list with a total', async () => {
    const page = (await call(admin.token, '/api/admin/translation/missing?entity=shop&language=ko&limit=1')).data;
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const second = (await call(admin.token, '/api/admin/translation/missing?entity=shop&language=ko&limit=1&page=2'))
      .data;
    expect(second.data[0].id).toBeLessThan(page.data[0].id);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../helpers/admins';
import { startServer, type TestServer } from '../helpers/test-server';

// A built shop with prerendered pages, as apps/shop/scripts/prerender.mjs writes them: the banner box keeps
// data-first-picture="" for the server's picture.
const shopDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-first-paint-'));
const page = (name: string) =>
  `<!doctype html><title>${name}</title><div id="root"><div class="bz-banner-carousel" data-first-picture=""></div></div></body></html>`;
let server: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(shopDist, 'index.html'), '<!doctype html><title>empty shell</title></body>');
  for (const name of ['home', 'detail', 'shopStreet', 'login'])
    for (const lang of ['en', 'th']) {
      fs.mkdirSync(path.join(shopDist, 'prerender', name), { recursive: true });
      fs.writeFileSync(path.join(shopDist, 'prerender', name, `${lang}.html`), page(`${name} ${lang}`));
    }
  server = await startServer({ config: { shopDist } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(shopDist, { recursive: true, force: true });
});

/** The page's first data, parsed back from its JSON script. */
function firstData(html: string) {
  const m = /<script type="application\/json" id="bz-first-data">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) : undefined;
}

describe("a prerendered page's first data", () => {
  it("carries /home's index/index answer in the visitor's language, with the first banner drawn and preloaded", async () => {
    for (const lang of ['en', 'th']) {
      const res = await server.request('/home', { headers: { 'accept-language': lang } });
      const api = await server.request(`/api/index/index?lang=${lang}`);
      expect(res.text).toContain(`<title>home ${lang}</title>`);
      expect(firstData(res.text)).toEqual({ lang, home: api.body.data });
      const picture = api.body.data.banners[0].image as string;
      expect(res.text).toContain(
        `data-first-picture=""><img src="${picture}" alt="" fetchpriority="high" data-first-picture>`,
      );
      expect(res.headers.get('link')).toBe(`<${picture}>; rel=preload; as=image; fetchpriority=high`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('carries the shop street’s first page and a product’s detail; an unknown product sends the page without data', async () => {
    const street = await server.request('/shopStreet');
    const shops = await server.request('/api/shop/list?sort=default&page=1&limit=10');
    expect(firstData(street.text)).toEqual({ lang: 'en', shops: shops.body.data });
    expect(street.headers.get('link')).toBeNull();
    const hot = await server.request('/api/index/hot_product?limit=1');
    const productId = hot.body.data.data[0].id;
    const detail = await server.request(`/detail/${productId}`, { headers: { cookie: 'Local_Lang=th' } });
    const api = await server.request(`/api/product/detail?id=${productId}&lang=th`);
    expect(firstData(detail.text)).toEqual({ lang: 'th', product: api.body.data });
    const missing = await server.request('/detail/999999');
    expect(missing.status).toBe(200);
    expect(missing.text).toContain('<title>detail en</title>');
    expect(firstData(missing.text)).toBeUndefined();
  });

  it('is neither built nor kept for a product that does not exist, so those cannot push real pages out', async () => {
    const hot = await server.request('/api/index/hot_product?limit=1');
    const real = await server.request(`/detail/${hot.body.data.data[0].id}`);
    const builds = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      // More than the pages kept at once.
      for (let id = 900_000; id < 900_260; id += 1) {
        const missing = await server.request(`/detail/${id}`);
        expect(missing.text).toContain('<title>detail en</title>');
        expect(firstData(missing.text)).toBeUndefined();
      }
      expect(builds).not.toHaveBeenCalled();
      // The real product's page is still the one kept, not built again.
      expect((await server.request(`/detail/${hot.body.data.data[0].id}`)).text).toBe(real.text);
      expect(builds).not.toHaveBeenCalled();
    } finally {
      builds.mockRestore();
    }
  });

  it('is built again after a write, and no text in it can close its script element', async () => {
    const before = firstData((await server.request('/home')).text);
    const admin = await createAdmin(server.app);
    const title = '</script><script>alert(1)</script>';
    const saved = await server.request('/api/admin/banner/save', {
      method: 'POST',
      headers: { token: admin.token },
      json: { title, image: '/images/banner/1.svg', link: '/home', sort: 0 },
    });
    expect(saved.body.code).toBe(1);
    const html = (await server.request('/home')).text;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const after = firstData(html);
    expect(after.home.banners.map((b: { title: string }) => b.title)).toContain(title);
    expect(after.home.banners).toHaveLength(before.home.banners.length + 1);
  });

  it('takes a new build of the shop without a restart (its scripts have new names)', async () => {
    const file = path.join(shopDist, 'prerender', 'shopStreet', 'th.html');
    expect((await server.request('/shopStreet', { headers: { 'accept-language': 'th' } })).text).toContain(
      '<title>shopStreet th</title>',
    );
    fs.writeFileSync(file, page('rebuilt street'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const res = await server.request('/shopStreet', { headers: { 'accept-language': 'th' } });
    expect(res.text).toContain('<title>rebuilt street</title>');
    expect(firstData(res.text).lang).toBe('th');
  });

  it('sends brotli or gzip to a browser that takes it, the same page as the plain one', async () => {
    const plain = await server.request('/home', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const res = await server.request('/home', { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.text).toBe(plain.text);
    }
    const refused = await server.request('/home', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    // The browser's preference by q-value.
    const preferred = await server.request('/home', { headers: { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' } });
    expect(preferred.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends a visitor the sign-in page's on a page that needs a sign-in, where the shop takes them first", async () => {
    for (const url of ['/filter', '/myPurchases/all', '/login?path=%2Ffilter']) {
      const res = await server.request(url, { headers: { 'accept-language': 'th' } });
      expect(res.text).toContain('<title>login th</title>');
      expect(firstData(res.text)).toBeUndefined();
      expect(res.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    }
    // Signed in, or following a quick-login link: the shop starts from the empty shell.
    expect((await server.request('/filter', { headers: { cookie: 'Admin-Token=abc' } })).text).toContain('empty shell');
    expect((await server.request('/filter?token=q1&path=/filter')).text).toContain('empty shell');
    // The root goes home before anything is drawn; a public page not prerendered is the shell.
    expect((await server.request('/')).text).toContain('empty shell');
    expect((await server.request('/search')).text).toContain('empty shell');
  });

  it('is not sent to a signed-in shopper, whose app starts from the empty shell', async () => {
    const res = await server.request('/home', { headers: { cookie: 'Admin-Token=abc' } });
    expect(res.text).toContain('empty shell');
    expect(firstData(res.text)).toBeUndefined();
  });
});

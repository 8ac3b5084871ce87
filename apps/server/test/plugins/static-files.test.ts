import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/test-server';

const shopDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-shop-'));
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(shopDist, 'assets'));
  fs.writeFileSync(path.join(shopDist, 'index.html'), '<!doctype html><title>Bazaar shop</title>');
  fs.writeFileSync(path.join(shopDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(shopDist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(shopDist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(shopDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Bazaar', start_url: '/home' }));
  fs.writeFileSync(path.join(shopDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.mkdirSync(path.join(shopDist, 'icons'));
  fs.writeFileSync(path.join(shopDist, 'icons', 'icon-192.png'), 'png');
  server = await startServer({ config: { shopDist }, demoCatalog: false });
  bare = await startServer({ demoCatalog: false });
  fs.mkdirSync(path.join(server.config.dataDir, 'uploads', '2026'), { recursive: true });
  fs.writeFileSync(path.join(server.config.dataDir, 'uploads', '2026', 'a.png'), 'fake');
});
afterAll(async () => {
  await server.close();
  await bare.close();
  fs.rmSync(shopDist, { recursive: true, force: true });
});

describe('the built shop', () => {
  it('serves index.html at / and for client routes, always revalidated', async () => {
    for (const p of ['/', '/home', '/detail/12/3', '/myPurchases/waiting_pay?x=1', '/refund/7/SN1/2,3/12.50']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(200);
      expect(res.text).toContain('Bazaar shop');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await server.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's precompressed copy to a browser that accepts it, the plain file otherwise", async () => {
    const br = await server.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.text).toBe('console.log(1)');
    const gz = await server.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.text).toBe('console.log(1)');
    const plain = await server.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe('console.log(1)');
  });

  it('serves the web app manifest as application/manifest+json, always revalidated', async () => {
    const res = await server.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({ name: 'Bazaar', start_url: '/home' });
  });

  it('serves the service worker as JavaScript, always revalidated, so a new version is found at once', async () => {
    const res = await server.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('addEventListener');
    expect((await server.request('/icons/icon-192.png')).headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for a missing file and keeps /api answers as envelopes', async () => {
    expect((await server.request('/assets/missing.js')).status).toBe(404);
    const api = await server.request('/api/missing');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe(0);
  });

  it('says how to build the shop when there is none', async () => {
    const res = await bare.request('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('pnpm build');
  });
});

describe('uploads', () => {
  it('serves uploaded files with nosniff', async () => {
    const res = await server.request('/uploads/2026/a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

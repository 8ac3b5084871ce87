import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/test-server';

const shopDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-shop-'));
const consoleDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-console-'));
let server: TestServer;
let withoutConsole: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(shopDist, 'index.html'), '<!doctype html><title>Bazaar shop</title>');
  fs.mkdirSync(path.join(consoleDist, 'assets'));
  fs.writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><title>Bazaar Console</title>');
  fs.writeFileSync(path.join(consoleDist, 'assets', 'console-abc123.js'), 'console.log(2)');
  server = await startServer({ config: { shopDist, consoleDist }, demoCatalog: false });
  withoutConsole = await startServer({ config: { shopDist }, demoCatalog: false });
});
afterAll(async () => {
  await server.close();
  await withoutConsole.close();
  fs.rmSync(shopDist, { recursive: true, force: true });
  fs.rmSync(consoleDist, { recursive: true, force: true });
});

describe('the built console at /console/', () => {
  it('serves its own index.html for its client routes, revalidated; the shop keeps the rest', async () => {
    for (const p of ['/console/', '/console/orders', '/console/audit-log?x=1']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toContain('Bazaar Console');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await server.request('/home')).text).toContain('Bazaar shop');
  });

  it('sends /console to /console/', async () => {
    // inject: the test client follows redirects.
    const res = await server.app.inject({ url: '/console' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });

  it('caches hashed assets for a year; a missing file is a 404', async () => {
    const asset = await server.request('/console/assets/console-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/console/assets/missing.js')).status).toBe(404);
  });

  it('is absent without a build: /console/ paths fall to the shop', async () => {
    expect((await withoutConsole.request('/console/orders')).text).toContain('Bazaar shop');
  });
});

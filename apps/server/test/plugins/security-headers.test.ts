import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

// The promises of docs/security.md that no other suite proves: the headers and
// their Content-Security-Policy on the shop, the console and the API, the request body limit,
// and tokens stored only as hashes.
const shopDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-shop-'));
const consoleDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-console-'));
let server: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(shopDist, 'index.html'), '<!doctype html><title>Bazaar shop</title>');
  fs.writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><title>Bazaar console</title>');
  server = await startServer({ config: { shopDist, consoleDist } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(shopDist, { recursive: true, force: true });
  fs.rmSync(consoleDist, { recursive: true, force: true });
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it.each(['/home', '/console/', '/api/health', '/api/index/category', '/api/nothing-here'])(
    '%s carries a strict Content-Security-Policy and the other headers',
    async (p) => {
      const res = await server.request(p);
      const csp = directives(res.headers.get('content-security-policy'));
      // Scripts only from our origin: no inline script, no handler attributes, no eval, no plugins.
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    },
  );

  it('are the same on a micro-cache hit and its 304 as on the answer that filled the cache', async () => {
    // Hits answer from the cache's onRequest hook, before the route runs: the headers must not
    // depend on the route having run.
    const security = (res: { headers: Headers }) =>
      [...res.headers].filter(
        ([name]) => !['etag', 'date', 'content-length', 'connection', 'keep-alive'].includes(name),
      );
    const url = '/api/index/category?security=headers';
    const first = await server.request(url);
    const hit = await server.request(url);
    const notModified = await server.request(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(security(first).length).toBeGreaterThanOrEqual(12);
    expect(security(hit)).toEqual(security(first));
    // A 304 carries no body, so no content-type; every other header is the same.
    expect(security(notModified)).toEqual(security(first).filter(([name]) => name !== 'content-type'));
  });

  it('serves uploads under a policy of their own: nothing runs, sandboxed, never sniffed', async () => {
    const dir = path.join(server.config.dataDir, 'uploads', 'policy');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.png'), 'not really a picture');
    const res = await server.request('/uploads/policy/a.png');
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the shop and the console under that policy', async () => {
    expect((await server.request('/home')).text).toContain('Bazaar shop');
    expect((await server.request('/console/')).text).toContain('Bazaar console');
  });
});

describe('request bodies', () => {
  it('refuses a JSON body over 1 MiB with a localized code 0, not a 500', async () => {
    const shopper = await createShopper(server.app);
    const res = await server.request('/api/user/profile', {
      method: 'POST',
      headers: { token: shopper.token, 'accept-language': 'zh-CN' },
      json: { nickname: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'bad_request' } });
    expect(res.body.msg).not.toMatch(/Error|body|FST_/);
  });
});

describe('tokens', () => {
  it('are 256 random bits, stored only as their SHA-256', async () => {
    const shopper = await createShopper(server.app);
    const login = await server.request('/api/user/login', {
      json: { account: shopper.email, password: shopper.password },
    });
    const token: string = login.body.data.userinfo.token;
    // 32 bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.app.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', shopper.id)
      .execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });
});

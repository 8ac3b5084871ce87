import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const LIST = '/api/index/product?sort=sales&limit=5';
const firstTitle = async () => (await server.request(LIST)).body.data.data[0].title as string;

describe('micro-cache of anonymous public reads', () => {
  it('shows a write at once: the next read and the next 304 check see the new data', async () => {
    const before = await server.request(LIST);
    const top = before.body.data.data[0] as { id: number; title: string };
    const etag = before.headers.get('etag')!;
    expect((await server.request(LIST, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await server.app.db.updateTable('products').set({ title: 'Renamed at once' }).where('id', '=', top.id).execute();

    expect(await firstTitle()).toBe('Renamed at once');
    const check = await server.request(LIST, { headers: { 'if-none-match': etag } });
    expect(check.status).toBe(200);
    expect(check.headers.get('etag')).not.toBe(etag);
  });

  it('answers a repeated read with the same headers and envelope', async () => {
    const a = await server.request(LIST);
    const b = await server.request(LIST);
    expect(b.status).toBe(200);
    expect(b.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(b.headers.get('cache-control')).toBe('no-cache');
    expect(b.headers.get('vary')).toBe('Accept-Language, Cookie, token');
    expect(b.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(b.body.data).toEqual(a.body.data);
    expect(Math.abs(b.body.time - Math.floor(Date.now() / 1000))).toBeLessThanOrEqual(1);
  });

  it('keeps languages apart and never answers a signed-in read from the anonymous copy', async () => {
    const en = await server.request('/api/index/category');
    const zh = await server.request('/api/index/category', { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.data[0].name).not.toBe(en.body.data[0].name);
    const shopper = await createShopper(server.app);
    const signedIn = await server.request(LIST, { headers: { token: shopper.token } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });
});

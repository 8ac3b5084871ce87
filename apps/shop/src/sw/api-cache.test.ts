import { describe, expect, it } from 'vitest';
import { OWNER_PARAM, isKeepable, isOfflineRead, ownerKey } from './api-cache';

const ORIGIN = 'https://shop.example';
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}${path}`, { headers });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('isOfflineRead', () => {
  it('keeps the home, bag, order list and user info reads of the same origin', () => {
    for (const path of [
      '/api/index/index?lang=en',
      '/api/index/product?sort=new&page=1&limit=10&lang=ja',
      '/api/cart/list?lang=en',
      '/api/user/order_list?status=all&page=1&lang=th',
      '/api/user/getUserInfo?lang=vi',
    ])
      expect(isOfflineRead(get(path), ORIGIN), path).toBe(true);
  });

  it('never keeps a write, a money call, another read or another origin', () => {
    expect(isOfflineRead(new Request(`${ORIGIN}/api/cart/list`, { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isOfflineRead(new Request(`${ORIGIN}/api/order/pay`, { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isOfflineRead(get('/api/order/pay_target?id=1'), ORIGIN)).toBe(false);
    expect(isOfflineRead(get('/api/wallet/balance'), ORIGIN)).toBe(false);
    expect(isOfflineRead(get('/api/product/detail?id=3'), ORIGIN)).toBe(false);
    expect(isOfflineRead(new Request('https://api.other.example/api/cart/list'), ORIGIN)).toBe(false);
  });
});

describe('ownerKey', () => {
  it("keys an answer by its URL and the token's digest, never the token itself", async () => {
    const a = await ownerKey(get('/api/cart/list?lang=en', { token: 'secret-token-a' }));
    const b = await ownerKey(get('/api/cart/list?lang=en', { token: 'secret-token-b' }));
    const again = await ownerKey(get('/api/cart/list?lang=en', { token: 'secret-token-a' }));
    expect(a).toBe(again);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret-token');
    expect(new URL(a).searchParams.get(OWNER_PARAM)).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(a).searchParams.get('lang')).toBe('en');
  });

  it('keeps languages and anonymous visitors apart', async () => {
    const en = await ownerKey(get('/api/index/index?lang=en'));
    const ja = await ownerKey(get('/api/index/index?lang=ja'));
    expect(en).not.toBe(ja);
    expect(new URL(en).searchParams.get(OWNER_PARAM)).toBe('anonymous');
    expect(en).not.toBe(await ownerKey(get('/api/index/index?lang=en', { token: 't' })));
  });
});

describe('isKeepable', () => {
  it('keeps a successful envelope only', async () => {
    expect(await isKeepable(json({ code: 1, msg: '', time: 0, data: [] }))).toBe(true);
    expect(await isKeepable(json({ code: 0, msg: 'Bad input', time: 0, data: null }))).toBe(false);
    expect(await isKeepable(json({ code: 401, msg: 'Please login first', time: 0, data: null }))).toBe(false);
    expect(await isKeepable(json({ code: 1, msg: '', data: [] }, 500))).toBe(false);
    expect(await isKeepable(new Response('<html>', { status: 200 }))).toBe(false);
  });

  it('leaves the response readable for the page', async () => {
    const response = json({ code: 1, msg: '', time: 0, data: { n: 1 } });
    await isKeepable(response);
    expect(await response.json()).toMatchObject({ data: { n: 1 } });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from './shop-prerender';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-prerender-'));
const FILES = [
  'prerender/home/en.html',
  'prerender/home/th.html',
  'prerender/detail/ja.html',
  'prerender/login/en.html',
  'prerender/login-account/en.html',
  'prerender/login-orders/en.html',
];
for (const file of FILES) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), '<!doctype html>');
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('prerenderedPages', () => {
  const pick = prerenderedPages(dist);

  it('takes the Local_Lang cookie first, then the browser languages in order, then English', () => {
    expect(pick('/home', { cookie: 'Local_Lang=th', 'accept-language': 'ja' })).toEqual({
      file: 'prerender/home/th.html',
      page: 'home',
      lang: 'th',
    });
    expect(pick('/home', { 'accept-language': 'de-DE,th;q=0.8,en;q=0.5' })?.file).toBe('prerender/home/th.html');
    expect(pick('/home', {})?.file).toBe('prerender/home/en.html');
    expect(pick('/detail/12/3', { cookie: 'x=1; Local_Lang=ja' })?.file).toBe('prerender/detail/ja.html');
  });

  it("sends a visitor the sign-in page's on every page that needs a sign-in, where the shop's guard sends them", () => {
    const login = (folder: string) => ({ file: `prerender/${folder}/en.html`, page: 'login', lang: 'en' });
    expect(pick('/login', {})).toEqual(login('login'));
    expect(pick('/filter', {})).toEqual(login('login-account'));
    expect(pick('/myPurchases/all?x=1', { cookie: 'Local_Lang=en' })).toEqual(login('login-orders'));
    // An unknown page too: the guard runs before the shop's not-found page.
    expect(pick('/homework', {})).toEqual(login('login'));
    expect(pick('/filter', { cookie: 'Local_Lang=th' })).toBeUndefined();
  });

  it('says on the sign-in page what signing in gives on the page that sent the visitor, as the app will', () => {
    const login = (folder: string) => ({ file: `prerender/${folder}/en.html`, page: 'login', lang: 'en' });
    expect(pick('/login?path=%2Ffilter', {})).toEqual(login('login-account'));
    expect(pick('/login?path=/orderInfo/3', {})).toEqual(login('login-orders'));
    expect(pick('/login?path=%2Fhome', {})).toEqual(login('login'));
    expect(pick('/login?path=https%3A%2F%2Fevil.example%2Ffilter', {})).toEqual(login('login'));
    // An area whose page the build has not prerendered: the sign-in page's own.
    expect(pick('/bag', {})).toEqual(login('login'));
  });

  it('answers nothing for a signed-in shopper, a page or language not built, the root, a quick-login link', () => {
    expect(pick('/home', { cookie: 'Admin-Token=abc; Local_Lang=th' })).toBeUndefined();
    expect(pick('/filter', { cookie: 'Admin-Token=abc' })).toBeUndefined();
    expect(pick('/home', { cookie: 'Local_Lang=vi' })).toBeUndefined();
    expect(pick('/shopStreet', {})).toBeUndefined();
    expect(pick('/search', {})).toBeUndefined();
    expect(pick('/shop/3', {})).toBeUndefined();
    expect(pick('/', {})).toBeUndefined();
    expect(pick('/filter?token=abc&path=/filter', {})).toBeUndefined();
    expect(pick('/?token=abc&path=/filter', {})).toBeUndefined();
  });

  it('answers nothing when the shop was built without prerendering', () => {
    expect(prerenderedPages(path.join(dist, 'none'))('/home', {})).toBeUndefined();
  });
});

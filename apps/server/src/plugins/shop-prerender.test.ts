import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from './shop-prerender';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-prerender-'));
for (const file of ['prerender/home/en.html', 'prerender/home/th.html', 'prerender/detail/ja.html']) {
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

  it('answers nothing for a signed-in shopper, a page or language not built, or another path', () => {
    expect(pick('/home', { cookie: 'Admin-Token=abc; Local_Lang=th' })).toBeUndefined();
    expect(pick('/home', { cookie: 'Local_Lang=vi' })).toBeUndefined();
    expect(pick('/shopStreet', {})).toBeUndefined();
    expect(pick('/homework', {})).toBeUndefined();
    expect(pick('/', {})).toBeUndefined();
  });

  it('answers nothing when the shop was built without prerendering', () => {
    expect(prerenderedPages(path.join(dist, 'none'))('/home', {})).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pickWindow, readPush, shopPath } from './push';

const ORIGIN = 'https://shop.example';

describe('readPush', () => {
  it('shows the title and body the server sends and keeps its link', () => {
    const shown = readPush(
      JSON.stringify({ title: 'Price drop', body: 'Lamp is now $9.00', url: '/detail/5' }),
      'Bazaar',
    );
    expect(shown.title).toBe('Price drop');
    expect(shown.options.body).toBe('Lamp is now $9.00');
    expect(shown.options.data.url).toBe('/detail/5');
    expect(shown.options.tag).toBe('/detail/5');
  });

  it('still shows something for an empty or non-JSON push', () => {
    expect(readPush(undefined, 'Bazaar')).toMatchObject({ title: 'Bazaar', options: { body: '' } });
    expect(readPush('hello', 'Bazaar')).toMatchObject({ title: 'Bazaar', options: { body: 'hello' } });
    expect(readPush('{"title":3}', 'Bazaar').options.data.url).toBe('/notification');
  });
});

describe('shopPath', () => {
  it('keeps paths of the shop and refuses other origins', () => {
    expect(shopPath('/orderInfo/12')).toBe('/orderInfo/12');
    expect(shopPath('https://evil.example/')).toBe('/notification');
    expect(shopPath('//evil.example/x')).toBe('/notification');
    expect(shopPath(undefined)).toBe('/notification');
  });
});

describe('pickWindow', () => {
  const at = (path: string, focused = false) => ({ url: `${ORIGIN}${path}`, focused });

  it('prefers a window already on the page, then the focused one, then any of the shop', () => {
    const home = at('/home');
    const detail = at('/detail/5');
    const focused = at('/bag', true);
    expect(pickWindow([home, detail, focused], '/detail/5', ORIGIN)).toBe(detail);
    expect(pickWindow([home, focused], '/detail/5', ORIGIN)).toBe(focused);
    expect(pickWindow([home], '/detail/5', ORIGIN)).toBe(home);
  });

  it('opens a new window when no window of the shop is open', () => {
    expect(pickWindow([{ url: 'https://other.example/', focused: true }], '/home', ORIGIN)).toBeUndefined();
    expect(pickWindow([], '/home', ORIGIN)).toBeUndefined();
  });
});

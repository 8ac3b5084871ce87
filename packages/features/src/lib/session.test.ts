import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANG_COOKIE, browserLang, readLang } from './session';

afterEach(() => {
  Cookies.remove(LANG_COOKIE, { path: '/' });
  vi.restoreAllMocks();
});

describe('browserLang', () => {
  it('takes the first of the browser’s languages that is one of the six', () => {
    expect(browserLang(['fr-FR', 'ja-JP', 'en'])).toBe('ja');
    expect(browserLang(['zh-Hans-CN'])).toBe('zh-cn');
    expect(browserLang(['th-TH', 'vi'])).toBe('th');
    expect(browserLang(['de-DE', 'fr'])).toBeUndefined();
  });
});

describe('readLang', () => {
  it('follows the browser on a first visit, without storing it', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['vi-VN', 'en-US']);
    expect(readLang()).toBe('vi');
    expect(Cookies.get(LANG_COOKIE)).toBeUndefined();
  });

  it('keeps a stored choice over the browser’s language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['vi-VN']);
    Cookies.set(LANG_COOKIE, 'ko', { path: '/' });
    expect(readLang()).toBe('ko');
  });

  it('falls back to English when the browser speaks none of the six', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(readLang()).toBe('en');
  });
});

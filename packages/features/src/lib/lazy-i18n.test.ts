import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@bazaar/contract';
import { createLazyI18n } from './lazy-i18n';

describe('createLazyI18n', () => {
  it('downloads only the active language, and another one when switched to', async () => {
    const load = vi.fn(async (lang: Lang) => ({ common: { hello: `hello ${lang}` }, home: { more: `more ${lang}` } }));
    const { i18n, ready } = createLazyI18n('ja', ['common', 'home'], load);
    await ready;
    expect(load.mock.calls).toEqual([['ja']]);
    expect(i18n.t('hello')).toBe('hello ja');
    expect(i18n.t('home:more')).toBe('more ja');

    await i18n.changeLanguage('vi');
    expect(load.mock.calls).toEqual([['ja'], ['vi']]);
    expect(i18n.language).toBe('vi');
    expect(i18n.t('home:more')).toBe('more vi');
    // Back to a language already loaded: no second download.
    await i18n.changeLanguage('ja');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('hello')).toBe('hello ja');
  });

  it('tries a failed download again before switching', async () => {
    let failures = 1;
    const load = vi.fn(async (lang: Lang) => {
      if (lang === 'ko' && failures-- > 0) throw new Error('offline');
      return { common: { hello: `hello ${lang}` } };
    });
    const { i18n, ready } = createLazyI18n('en', ['common'], load);
    await ready;
    await i18n.changeLanguage('ko');
    expect(load.mock.calls).toEqual([['en'], ['ko'], ['ko']]);
    expect(i18n.t('hello')).toBe('hello ko');
  });
});

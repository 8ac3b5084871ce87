import { LANGS } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { catalogues, resolveLang, translate } from './index';
import { en } from './messages/en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(LANGS)('%s has every key, each a real text with the same parameters', (lang) => {
    const catalogue = catalogues[lang] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const text = catalogue[key] ?? '';
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('translates rather than copies English (except brand-free short texts)', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      expect(catalogues[lang]['common.login_first']).not.toBe(en['common.login_first']);
    }
  });

  it('keeps the product-spec texts word for word', () => {
    expect(en['common.login_first']).toBe('Please login first');
    expect(en['common.duplicate_submit']).toBe('Data is being processed, please do not submit again.');
    expect(en['common.network_timeout']).toBe('Network timeout, please try again later.');
  });

  it('fills parameters', () => {
    expect(translate('en', 'validation.required', { field: 'account' })).toBe('Please fill in account');
    expect(translate('zh-cn', 'validation.too_large', { field: 'limit', limit: 50 })).toBe('limit 不能大于 50');
  });
});

describe('resolveLang', () => {
  it('follows query, body, cookie, Accept-Language, then English', () => {
    expect(resolveLang({ query: { lang: 'zh-CN' }, body: { lang: 'ja' }, cookie: 'ko' })).toBe('zh-cn');
    expect(resolveLang({ query: {}, body: { lang: 'ja' }, cookie: 'ko' })).toBe('ja');
    expect(resolveLang({ cookie: 'ko', acceptLanguage: 'th' })).toBe('ko');
    expect(resolveLang({ acceptLanguage: 'fr-FR,vi;q=0.8' })).toBe('vi');
    expect(resolveLang({ acceptLanguage: 'fr' })).toBe('en');
    expect(resolveLang({})).toBe('en');
  });
});

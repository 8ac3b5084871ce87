import { LANGS } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { catalogues, formatMoneyFor, moneyParam, renderStored, resolveLang, translate } from './index';
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

  it('keeps the product’s form texts word for word', () => {
    expect(en['common.login_first']).toBe('Please login first');
    expect(en['common.duplicate_submit']).toBe('Data is being processed, please do not submit again.');
    expect(en['common.network_timeout']).toBe('Network timeout, please try again later.');
  });

  it('fills parameters', () => {
    expect(translate('en', 'validation.required', { field: 'account' })).toBe('Please fill in account');
    expect(translate('zh-cn', 'validation.too_large', { field: 'limit', limit: 50 })).toBe('limit 不能大于 50');
  });

  it('chooses each Korean particle from the word filled in, never leaving its template', () => {
    expect(translate('ko', 'order.logistics_shipped', { company: 'Viettel Post', number: 'VT1' })).toBe(
      'Viettel Post으로 발송됨, 운송장 번호 VT1',
    );
    expect(translate('ko', 'order.logistics_shipped', { company: '우체국택배', number: 'K1' })).toBe(
      '우체국택배로 발송됨, 운송장 번호 K1',
    );
    expect(translate('ko', 'validation.required', { field: '중량' })).toBe('중량을 입력해 주세요');
    expect(translate('ko', 'notify.back_in_stock', { title: '종합비타민' })).toBe('종합비타민이 다시 입고되었습니다.');
  });

  it('writes a Japanese particle right after its word', () => {
    expect(translate('ja', 'validation.required', { field: '内容量' })).toBe('内容量を入力してください');
  });
});

describe('money in texts', () => {
  it('groups money with its currency in the reader’s locale', () => {
    expect(formatMoneyFor('en', '1234567.5')).toBe('$1,234,567.50');
    expect(formatMoneyFor('vi', '1234567.50')).toBe('$1.234.567,50');
    expect(formatMoneyFor('ja', '12.00')).toBe('$12.00');
    expect(formatMoneyFor('en', '-0.05')).toBe('-$0.05');
    expect(formatMoneyFor('en', 'n/a')).toBe('n/a');
  });

  it('writes money parameters the reader’s way, when sent and when stored', () => {
    expect(translate('en', 'recharge.above_maximum', { max: moneyParam(5_000_000) })).toBe(
      'The amount cannot be more than $50,000.00',
    );
    const stored = JSON.stringify({ amount: moneyParam(123_450), remark: '' });
    expect(renderStored('vi', 'notify.recharge_passed', stored)).toContain('$1.234,50');
    expect(renderStored('en', 'notify.recharge_passed', stored)).toContain('$1,234.50');
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

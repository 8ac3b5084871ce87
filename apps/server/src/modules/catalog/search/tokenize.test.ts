import { describe, expect, it } from 'vitest';
import { documentTerms, queryTerms } from './tokenize';

describe('search tokenizer', () => {
  it('lower-cases Latin words, folds plurals and drops lone letters', () => {
    expect(queryTerms('Wireless HEADPHONES, a glass & 5 USB-C')).toEqual([
      'wireless',
      'headphone',
      'glass',
      '5',
      'usb',
    ]);
  });

  it('keeps Vietnamese diacritics and normalizes full-width forms', () => {
    expect(queryTerms('Điện thoại')).toEqual(['điện', 'thoại']);
    expect(queryTerms('ＰＨＯＮＥ')).toEqual(['phone']);
  });

  it('splits Chinese, Japanese, Korean and Thai into bigrams', () => {
    expect(queryTerms('无线耳机')).toEqual(['无线', '线耳', '耳机']);
    expect(queryTerms('スマホ')).toEqual(['スマ', 'マホ']);
    expect(queryTerms('หูฟัง')).toEqual(['หู', 'ูฟ', 'ฟั', 'ัง']);
    expect(queryTerms('iphone手机')).toEqual(['iphone', '手机']);
  });

  it('indexes single characters too, so a one-character query matches', () => {
    const doc = documentTerms('蓝牙耳机');
    expect(queryTerms('耳')).toEqual(['耳']);
    expect(doc.has('耳')).toBe(true);
    for (const term of queryTerms('蓝牙耳机')) expect(doc.has(term)).toBe(true);
  });

  it('skips stopwords and single Thai letters', () => {
    expect(queryTerms('made for the garden')).toEqual(['made', 'garden']);
    expect(documentTerms('หูฟัง').has('ห')).toBe(false);
  });

  it('gives no term for punctuation only and caps the query size', () => {
    expect(queryTerms(' -- !! ')).toEqual([]);
    expect(queryTerms('aa bb cc dd ee ff gg hh ii jj')).toHaveLength(8);
  });
});

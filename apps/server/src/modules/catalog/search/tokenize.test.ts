import { describe, expect, it } from 'vitest';
import { documentTerms, queryTerms as allQueryTerms } from './tokenize';

const queryTerms = (keyword: string) => allQueryTerms(keyword).terms;

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

  it('folds accents and normalizes full-width forms', () => {
    expect(queryTerms('Điện thoại')).toEqual(['dien', 'thoai']);
    expect(queryTerms('Trà xanh TRA XANH')).toEqual(['tra', 'xanh']);
    expect(queryTerms('Łódź Øl Straße Æble cafés')).toEqual(['lodz', 'ol', 'strasse', 'aeble', 'cafe']);
    expect(queryTerms('ＰＨＯＮＥ')).toEqual(['phone']);
  });

  it('keeps the accented spelling beside the folded term, on both sides', () => {
    expect(allQueryTerms('trà xanh đặc biệt')).toEqual({
      terms: ['tra', 'xanh', 'dac', 'biet'],
      accented: ['trà', 'đặc', 'biệt'],
    });
    expect(allQueryTerms('tra xanh').accented).toEqual([]);
    expect([...documentTerms('Trà xanh')]).toEqual(['tra', 'trà', 'xanh']);
  });

  it('leaves the marks of scripts other than Latin alone', () => {
    // Dakuten and Hangul syllables would decompose under NFD: they keep their bigrams.
    expect(queryTerms('ガラス 한국어')).toEqual(['ガラ', 'ラス', '한국', '국어']);
    expect(queryTerms('हिंदी')).toEqual(['हिंदी']);
  });

  it('splits Chinese, Japanese, Korean and Thai into bigrams', () => {
    expect(queryTerms('无线耳机')).toEqual(['无线', '线耳', '耳机']);
    expect(queryTerms('スマホ')).toEqual(['スマ', 'マホ']);
    expect(queryTerms('ไร้สาย')).toEqual(['ไร', 'ร้', 'สา', 'าย']);
    expect(queryTerms('iphone手机')).toEqual(['iphone', '手机']);
  });

  it('splits Thai typed without spaces into words, and finds each word spaced or not', () => {
    // ICU's Thai dictionary (full ICU, as in Node's official builds) finds the words.
    expect(queryTerms('ชาเขียวมะลิ')).toEqual(queryTerms('ชาเขียว มะลิ'));
    for (const doc of ['ชาเขียว มะลิ', 'ชาเขียวมะลิ', 'มะลิ ชาเขียว']) {
      const terms = documentTerms(doc);
      for (const term of queryTerms('ชาเขียวมะลิ')) expect(terms.has(term)).toBe(true);
    }
    // A lone Thai letter is not indexed; a query of one stays as it is.
    expect(queryTerms('ณ')).toEqual(['ณ']);
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

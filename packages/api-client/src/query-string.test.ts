import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(toQueryString({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x');
  });

  it('flattens one nested level as key[sub], skipping empty sub-values', () => {
    expect(toQueryString({ filter: { min: 5, max: '', name: 'tv' } })).toBe('filter%5Bmin%5D=5&filter%5Bname%5D=tv');
  });

  it('flattens arrays by index', () => {
    expect(toQueryString({ ids: [3, 4] })).toBe('ids%5B0%5D=3&ids%5B1%5D=4');
  });

  it('URL-encodes keys and values', () => {
    expect(toQueryString({ 'a b': 'x&y=z', q: '中文 ✓' })).toBe(`a%20b=x%26y%3Dz&q=${encodeURIComponent('中文 ✓')}`);
  });

  it('sends a deeper level as JSON instead of dropping it', () => {
    expect(toQueryString({ a: { b: { c: 1 } } })).toBe(`a%5Bb%5D=${encodeURIComponent('{"c":1}')}`);
  });

  it('returns an empty string for nothing', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: '' })).toBe('');
  });
});

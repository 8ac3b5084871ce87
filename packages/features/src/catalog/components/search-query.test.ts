import { describe, expect, it } from 'vitest';
import { readFilters, toParams } from './search-query';

describe('search query', () => {
  it('reads a search from the URL and writes it back without defaults', () => {
    const filters = readFilters(new URLSearchParams('keyword=tea&category_id=8&min_price=2&sort=price_desc'));
    expect(filters).toEqual({
      keyword: 'tea',
      category_id: 8,
      min_price: '2',
      max_price: undefined,
      sort: 'price_desc',
    });
    expect(toParams(filters)).toEqual({ keyword: 'tea', category_id: '8', min_price: '2', sort: 'price_desc' });
    expect(toParams({ ...filters, sort: 'default', min_price: '' })).toEqual({ keyword: 'tea', category_id: '8' });
  });

  it('drops values the API would refuse', () => {
    expect(readFilters(new URLSearchParams('keyword=%20%20&category_id=abc&sort=cheapest'))).toEqual({
      keyword: undefined,
      category_id: undefined,
      min_price: undefined,
      max_price: undefined,
      sort: 'default',
    });
  });
});

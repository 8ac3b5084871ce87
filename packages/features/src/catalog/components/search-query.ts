import { PRODUCT_SORTS, type ProductSort } from '@bazaar/contract';
import type { SearchFilters } from '../api/search-products';

const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

/**
 * The search as URL query (keyword, category_id, min_price, max_price, sort), so back and
 * reload keep it; values the API would refuse (an unknown sort, a bad id) are dropped.
 */
export function readFilters(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort');
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    category_id: Number(params.get('category_id')) || undefined,
    min_price: params.get('min_price') || undefined,
    max_price: params.get('max_price') || undefined,
    sort: isSort(sort) ? sort : 'default',
  };
}

/** The query of a search: empty values and the default sort are left out. */
export function toParams(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '' && v !== 'default')
      .map(([k, v]) => [k, String(v)]),
  );
}

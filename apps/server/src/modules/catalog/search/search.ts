import type { Lang, Page, ProductCard, SearchQuery } from '@bazaar/contract';
import { BusinessError } from '../../../lib/errors';
import { parseMoney } from '../../../lib/money';
import { pageArgs, toPage } from '../../../lib/pagination';
import { toProductCard } from '../cards';
import type { CatalogCtx } from '../context';
import { cachedCount, cachedJson, SEARCH_TTL_MS } from '../kv-cache';
import { filteredProducts, filterKey } from '../product-pages';
import type { ProductFilter } from '../repository';
import { countSearch, searchPage } from './search-repository';
import { queryTerms } from './tokenize';

function priceBound(value: SearchQuery['min_price'], field: 'min_price' | 'max_price'): number | undefined {
  if (value === undefined || value === '') return undefined;
  const cents = parseMoney(value);
  if (cents === undefined) throw new BusinessError('validation.invalid_money', { field, params: { field } });
  return cents;
}

/** `product/search`: without a keyword, a filtered list; with one, the products holding all its terms. */
export async function searchProducts(ctx: CatalogCtx, query: SearchQuery, lang: Lang): Promise<Page<ProductCard>> {
  const filter: ProductFilter = {
    categoryId: query.category_id,
    minPrice: priceBound(query.min_price, 'min_price'),
    maxPrice: priceBound(query.max_price, 'max_price'),
  };
  const keyword = query.keyword?.trim() ?? '';
  if (!keyword) return filteredProducts(ctx, filter, query, lang);
  const args = pageArgs(query);
  const terms = queryTerms(keyword);
  // Punctuation only: nothing can hold "no term".
  if (!terms.terms.length) return toPage([], 0, args);
  // The accents typed order a page but never change which products match.
  const key = `q:${terms.terms.join(' ')}:${filterKey(filter)}`;
  const sort = query.sort ?? 'default';
  const [rows, total] = await Promise.all([
    cachedJson(ctx.kv, `${key}:${terms.accented.join(' ')}:${sort}:${args.offset}:${args.limit}`, SEARCH_TTL_MS, () =>
      searchPage(ctx.db, terms, filter, { sort, limit: args.limit, offset: args.offset }),
    ),
    cachedCount(ctx.kv, key, () => countSearch(ctx.db, terms, filter)),
  ]);
  // The cached rows hold every title translation: one entry serves every language.
  return toPage(
    rows.map((r) => toProductCard(r, lang)),
    total,
    args,
  );
}

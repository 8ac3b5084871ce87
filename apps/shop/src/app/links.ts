import type { StorefrontLinks } from '@bazaar/features/lib';
import { toQueryString } from '@bazaar/api-client';
import { paths } from '../config/paths';

const withQuery = (path: string, query: Record<string, unknown>) => {
  const qs = toQueryString(query);
  return qs ? `${path}?${qs}` : path;
};

/** The shop's answers to "where does this link go" for every feature. */
export const links: StorefrontLinks = {
  home: () => paths.home,
  product: (id) => `/detail/${id}`,
  shop: (id) => `/shop/${id}`,
  products: (query = {}) => withQuery(paths.products, query),
  search: (keyword) => withQuery(paths.search, { keyword }),
  popular: () => paths.popular,
  shopStreet: () => paths.shopStreet,
  login: (redirect) => withQuery(paths.login, { path: redirect }),
};

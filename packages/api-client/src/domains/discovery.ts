import type { Page, PageQuery, ProductCard, RecommendQuery } from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** What brings a shopper back: recommendations (public), and their own viewed, bought and followed products. */
export function createDiscoveryApi(http: RequestFn) {
  const page = (url: string, query: PageQuery) => http<Page<ProductCard>>({ method: 'GET', url, params: query });
  return {
    /**
     * Products to show beside one: bought together with it, then similar ones, in stock first (personal with a token).
     * @example const cards = await client.discovery.recommend({ id: 42, limit: 6 });
     */
    recommend: (query: RecommendQuery) =>
      http<ProductCard[]>({ method: 'GET', url: '/product/recommend', params: query }),
    /**
     * The products the shopper opened, newest first (token; `productDetail` records each view).
     * @example const { data } = await client.discovery.recentlyViewed({ limit: 10 });
     */
    recentlyViewed: (query: PageQuery = {}) => page('/user/recently_viewed', query),
    /**
     * Products of the shopper's received or completed orders, in stock first, latest first (token).
     * @example const { data } = await client.discovery.buyAgain({ page: 1 });
     */
    buyAgain: (query: PageQuery = {}) => page('/user/buy_again', query),
    /**
     * New products of the shops the shopper follows, newest first (token).
     * @example const { data, last_page } = await client.discovery.shopFeed({ page: 2 });
     */
    shopFeed: (query: PageQuery = {}) => page('/shop/feed', query),
  };
}
/** Discovery: recommendations, recently viewed, buy again and the feed of followed shops. */
export type DiscoveryApi = ReturnType<typeof createDiscoveryApi>;

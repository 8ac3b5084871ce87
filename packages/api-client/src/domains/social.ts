import type { Page, PageQuery, ProductCard, ShopCard } from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Follows and favourites (token). */
export function createSocialApi(http: RequestFn) {
  const post = (url: string, id: number) => http<null>({ method: 'POST', url, data: { id } });
  return {
    /** Follows a shop. */
    followShop: (id: number) => post('/shop/follow', id),
    /** Unfollows a shop. */
    unfollowShop: (id: number) => post('/shop/unfollow', id),
    /** The shops the user follows. */
    followList: (query: PageQuery = {}) =>
      http<Page<ShopCard>>({ method: 'GET', url: '/user/follow_list', params: query }),
    /**
     * Adds a product to the favourites.
     * @example await client.catalog.favourite(42);
     */
    favourite: (id: number) => post('/product/favourite', id),
    /** Removes a product from the favourites. */
    unfavourite: (id: number) => post('/product/unfavourite', id),
    /** The user's favourite products. */
    favouriteList: (query: PageQuery = {}) =>
      http<Page<ProductCard>>({ method: 'GET', url: '/user/favourite_list', params: query }),
  };
}
/** Followed shops and favourite products: follow, unfollow, favourite, unfavourite and their lists. */
export type SocialApi = ReturnType<typeof createSocialApi>;

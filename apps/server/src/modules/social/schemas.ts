import { Envelope, IdBody, Page, PageQuery, ProductCard, ShopCard } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['social'];
const security = [{ token: [] }];

const action = (summary: string) => ({
  tags,
  security,
  summary,
  body: IdBody,
  response: { 200: Envelope(Type.Null()) },
});

export const followSchema = action('Follows a shop (following twice keeps one follow)');
export const unfollowSchema = action('Unfollows a shop');
export const favouriteSchema = action('Adds a product on sale to the favourites (twice keeps one)');
export const unfavouriteSchema = action('Removes a product from the favourites');

export const followListSchema = {
  tags,
  security,
  summary: 'The shops the caller follows, latest first',
  querystring: PageQuery,
  response: { 200: Envelope(Page(ShopCard)) },
};

export const favouriteListSchema = {
  tags,
  security,
  summary: "The caller's favourite products on sale, latest first",
  querystring: PageQuery,
  response: { 200: Envelope(Page(ProductCard)) },
};

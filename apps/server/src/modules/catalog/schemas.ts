import {
  Banner,
  Category,
  Envelope,
  HotProductQuery,
  IdBody,
  IndexData,
  Page,
  PageQuery,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ProductReviewsQuery,
  Review,
  SearchQuery,
  ShopCard,
  ShopDetail,
  ShopListQuery,
  ShopProductsQuery,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['catalog'];

export const bannerSchema = {
  tags,
  summary: 'Home banners: title, subtitle and picture in the request language, else English',
  response: { 200: Envelope(Type.Array(Banner)) },
};

export const categorySchema = {
  tags,
  summary: 'The ten categories, names in the request language',
  response: { 200: Envelope(Type.Array(Category)) },
};

export const productListSchema = {
  tags,
  summary: 'Products of a category (or all), sorted and paged',
  querystring: ProductListQuery,
  response: { 200: Envelope(Page(ProductCard)) },
};

export const hotProductSchema = {
  tags,
  summary: 'Products by sales',
  querystring: HotProductQuery,
  response: { 200: Envelope(Page(ProductCard)) },
};

export const indexSchema = {
  tags,
  summary: 'Everything the home page shows, in one call',
  response: { 200: Envelope(IndexData) },
};

export const searchSchema = {
  tags,
  summary: 'Keyword search (same results on SQLite and PostgreSQL) with category, price range and sort',
  description:
    'Products holding every keyword term, accents ignored ("tra xanh" finds "trà xanh") and Thai split into words; ' +
    '`default` sort ranks the accents as typed first, then relevance (title terms weigh more), then sales.',
  querystring: SearchQuery,
  response: { 200: Envelope(Page(ProductCard)) },
};

export const exploreSchema = {
  tags,
  summary: 'The explore feed: new, hot and well-rated products interleaved, no repeats across pages',
  querystring: PageQuery,
  response: { 200: Envelope(Page(ProductCard)) },
};

export const productDetailSchema = {
  tags,
  summary: 'A product on sale with its SKUs, shop card and review summary (is_favourite when signed in)',
  querystring: IdBody,
  response: { 200: Envelope(ProductDetail) },
};

export const productReviewsSchema = {
  tags,
  summary: "A page of a product's reviews, newest first, user names masked",
  querystring: ProductReviewsQuery,
  response: { 200: Envelope(Page(Review)) },
};

export const shopListSchema = {
  tags,
  summary: 'The shop street: shops by keyword and sort (hot = best selling)',
  querystring: ShopListQuery,
  response: { 200: Envelope(Page(ShopCard)) },
};

export const shopDetailSchema = {
  tags,
  summary: 'A shop page header (followed when signed in)',
  querystring: IdBody,
  response: { 200: Envelope(ShopDetail) },
};

export const shopProductsSchema = {
  tags,
  summary: "A page of one shop's products",
  querystring: ShopProductsQuery,
  response: { 200: Envelope(Page(ProductCard)) },
};

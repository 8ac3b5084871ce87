import {
  Banner,
  Category,
  Envelope,
  HotProductQuery,
  IndexData,
  Page,
  ProductCard,
  ProductListQuery,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['catalog'];

export const bannerSchema = {
  tags,
  summary: 'Home banners',
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

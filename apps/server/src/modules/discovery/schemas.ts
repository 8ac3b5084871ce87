import { Envelope, Page, PageQuery, ProductCard, RecommendQuery } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['discovery'];
const security = [{ token: [] }];

export const recommendSchema = {
  tags,
  summary: 'Products to show beside one: bought together with it, then similar ones; in stock first',
  description:
    'Products found in the same paid orders (most shared orders first), then products of the same category ' +
    'nearest in price from any shop; in-stock products before sold-out ones, never the product itself. ' +
    'With a token, products the caller already bought are left out.',
  querystring: RecommendQuery,
  response: { 200: Envelope(Type.Array(ProductCard)) },
};

const ownPage = (summary: string, description: string) => ({
  tags,
  security,
  summary,
  description,
  querystring: PageQuery,
  response: { 200: Envelope(Page(ProductCard)) },
});

export const recentlyViewedSchema = ownPage(
  'Products the caller opened, newest first',
  'Each product once, at its latest view; `product/detail` with a token records a view and keeps the latest 100.',
);

export const buyAgainSchema = ownPage(
  'Products of the caller’s received or completed orders',
  'Each product once; in-stock products first, then by the latest order that held it.',
);

export const shopFeedSchema = ownPage(
  'New products of the shops the caller follows',
  'Products on sale in the followed shops, newest first.',
);

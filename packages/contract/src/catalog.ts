import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, PageQuery, UnixTime } from './common';
import { ProductFlash } from './flash-product';
import { LiteralUnion, Nullable } from './schema-helpers';

/** The ten categories of docs/product.md#what-bazaar-does, by stable key. */
export const CATEGORY_KEYS = [
  'computer',
  'electrical',
  'outdoors',
  'family_life',
  'health',
  'mens_clothing',
  'womens_clothing',
  'food',
  'mobile_phone',
  'toys',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const Category = Type.Object({
  id: Id,
  key: Type.String(),
  name: Type.String({ description: 'Localized name' }),
  icon: Type.String(),
});
export type Category = Static<typeof Category>;

/** A home banner; title, subtitle and picture each in the request's language, else English (their source). */
export const Banner = Type.Object({
  id: Id,
  title: Type.String({ description: 'Localized: the request language, else English, else any translation' }),
  subtitle: Type.String({ description: 'A line under the title, localized like it; "" for none' }),
  image: Type.String({ description: 'Localized like the title (a picture with text in it may differ per language)' }),
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const ProductCard = Type.Object({
  id: Id,
  shop_id: Id,
  title: Type.String(),
  image: Type.String(),
  price: Money,
  market_price: Money,
  sales: Type.Integer(),
  favorable_rate: Type.Number({ description: 'Percent of good reviews, 0-100' }),
});
export type ProductCard = Static<typeof ProductCard>;

export const ShopCard = Type.Object({
  id: Id,
  name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  rating: Type.Number(),
  sales: Type.Integer(),
  followed: Type.Boolean(),
});
export type ShopCard = Static<typeof ShopCard>;

export const PRODUCT_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const ProductSort = Type.Union(PRODUCT_SORTS.map((s) => Type.Literal(s)));

export const ProductListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    category_id: Type.Optional(Id),
    sort: Type.Optional(ProductSort),
  }),
]);
export type ProductListQuery = Static<typeof ProductListQuery>;

export const IndexData = Type.Object({
  banners: Type.Array(Banner),
  categories: Type.Array(Category),
  hot_products: Type.Array(ProductCard),
  new_products: Type.Array(ProductCard),
  hot_shops: Type.Array(ShopCard),
});
export type IndexData = Static<typeof IndexData>;

export const LanguageItem = Type.Object({
  file_name: Type.String({ description: 'Language code, e.g. zh-cn' }),
  language_name: Type.String({ description: 'The language named in itself' }),
});
export type LanguageItem = Static<typeof LanguageItem>;

export const ProductSpec = Type.Object({
  name: Type.String(),
  values: Type.Array(Type.String()),
});
export type ProductSpec = Static<typeof ProductSpec>;

export const Sku = Type.Object({
  id: Id,
  spec: Type.Record(Type.String(), Type.String(), { description: 'Spec name -> chosen value' }),
  price: Money,
  stock: Type.Integer({ minimum: 0 }),
});
export type Sku = Static<typeof Sku>;

/** Average scores, 1-5 (0 when there is no review yet). */
export const ReviewSummary = Type.Object({
  count: Type.Integer(),
  product_score: Type.Number(),
  service_score: Type.Number(),
  postage_score: Type.Number(),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

export const ProductDetail = Type.Composite([
  ProductCard,
  Type.Object({
    images: Type.Array(Type.String()),
    content: Type.String({ description: 'Sanitized HTML' }),
    stock: Type.Integer({ minimum: 0 }),
    freight: Money,
    specs: Type.Array(ProductSpec),
    skus: Type.Array(Sku),
    shop: ShopCard,
    is_favourite: Type.Boolean(),
    review_summary: ReviewSummary,
    flash: Type.Optional(
      Type.Union([ProductFlash, Type.Null()], {
        description:
          'The product in a live or upcoming flash session; null when none. Always sent by the server (optional only for older clients and fixtures)',
      }),
    ),
  }),
]);
export type ProductDetail = Static<typeof ProductDetail>;

/** A score 1-5, integers only. */
export const Score = Type.Integer({ minimum: 1, maximum: 5 });

export const Review = Type.Object({
  id: Id,
  user: Type.Object({
    nickname: Type.String({ description: 'Masked' }),
    avatar: Type.String(),
  }),
  product_score: Score,
  service_score: Score,
  postage_score: Score,
  content: Type.String(),
  images: Type.Array(Type.String()),
  spec: Type.String({ description: 'The SKU the reviewer bought, e.g. "Color: Red; Size: M"; empty without specs' }),
  createtime: UnixTime,
});
export type Review = Static<typeof Review>;

/** `shop/detail.chat`: how the shop answers chats (null before any shopper-started conversation). */
export const ShopChatStats = Type.Object({
  response_rate: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'Percent of shopper-started conversations of the last 30 days answered within 12 hours',
  }),
  reply_minutes: Type.Integer({ minimum: 0, description: 'Median minutes to the first answer' }),
});
export type ShopChatStats = Static<typeof ShopChatStats>;

/** Shop card plus the fields of the shop page (`followed` is already on the card). */
export const ShopDetail = Type.Composite([
  ShopCard,
  Type.Object({
    description: Type.String(),
    product_count: Type.Integer(),
    follower_count: Type.Integer(),
    chat: Nullable(ShopChatStats),
  }),
]);
export type ShopDetail = Static<typeof ShopDetail>;

export const HotProductQuery = PageQuery;
export type HotProductQuery = PageQuery;

export const SearchQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String()),
    category_id: Type.Optional(Id),
    min_price: Type.Optional(MoneyInput),
    max_price: Type.Optional(MoneyInput),
    sort: Type.Optional(ProductSort),
  }),
]);
export type SearchQuery = Static<typeof SearchQuery>;

export const SHOP_SORTS = ['default', 'hot', 'new'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const ShopSort = LiteralUnion(SHOP_SORTS);

export const ShopListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String()),
    sort: Type.Optional(ShopSort),
  }),
]);
export type ShopListQuery = Static<typeof ShopListQuery>;

/** `shop/products`: one shop's products. */
export const ShopProductsQuery = Type.Composite([PageQuery, Type.Object({ id: Id, sort: Type.Optional(ProductSort) })]);
export type ShopProductsQuery = Static<typeof ShopProductsQuery>;

/** `product/reviews`: one product's reviews. */
export const ProductReviewsQuery = Type.Composite([PageQuery, Type.Object({ id: Id })]);
export type ProductReviewsQuery = Static<typeof ProductReviewsQuery>;

import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, PageQuery } from './common';

/** The ten categories of product-spec §1, by stable key. */
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

export const Banner = Type.Object({
  id: Id,
  title: Type.String(),
  image: Type.String(),
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

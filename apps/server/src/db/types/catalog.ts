import type { Cents, D, Id, JsonText, Time } from './columns';

export interface SettingsTable {
  key: string;
  value: D<string>;
  updatetime: Time;
}

export interface CategoriesTable {
  id: Id;
  key: string;
  name: D<string>;
  /** JSON { lang: name } */
  name_i18n: JsonText;
  icon: D<string>;
  sort: D<number>;
  status: D<string>;
  createtime: Time;
}

export interface ProductsTable {
  id: Id;
  shop_id: number;
  category_id: number;
  /** In the shop's language (shops.lang); title_i18n, content_i18n, specs_i18n: the other languages. */
  title: string;
  /** JSON { lang: title } */
  title_i18n: JsonText;
  /** JSON { lang: sanitized-on-read HTML } */
  content_i18n: JsonText;
  /** JSON { lang: [ { name, values[] } ] }, position for position with `specs`. */
  specs_i18n: JsonText;
  image: D<string>;
  /** JSON string[] */
  images: JsonText;
  content: D<string>;
  price: Cents;
  market_price: Cents;
  stock: D<number>;
  freight: Cents;
  sales: D<number>;
  favorable_rate: D<number>;
  product_score: D<number>;
  service_score: D<number>;
  postage_score: D<number>;
  review_count: D<number>;
  /** JSON [ { name, values[] } ] */
  specs: JsonText;
  /** 'closed': on the shelf of a closed shop (catalog/admin/shops.ts), sold nowhere. */
  status: D<'on' | 'off' | 'closed'>;
  sort: D<number>;
  search_text: D<string>;
  /** When it last ran out; 0 while in stock or once the shop restocked (notification/back-in-stock.ts). */
  sold_out_at: Time;
  /** When its return to stock was last announced; 0: never. */
  back_in_stock_at: Time;
  createtime: Time;
  updatetime: Time;
}

/**
 * The search index: one row per distinct term of a product (modules/catalog/search). Terms are
 * folded (no accents); a word with accents also has a row of its own, spelled as written.
 */
export interface ProductTermsTable {
  term: string;
  product_id: number;
  /** Title 3, body 1, summed when both hold the term. */
  weight: number;
}

export interface ProductSkusTable {
  id: Id;
  product_id: number;
  /** JSON { name: value } */
  spec: JsonText;
  spec_key: string;
  price: Cents;
  market_price: Cents;
  stock: D<number>;
  image: D<string>;
  createtime: Time;
}

export interface BannersTable {
  id: Id;
  /** English; title_i18n / subtitle_i18n / image_i18n: JSON { lang: text } for the other languages. */
  title: D<string>;
  title_i18n: JsonText;
  /** A line under the title (0018). */
  subtitle: D<string>;
  subtitle_i18n: JsonText;
  image: D<string>;
  image_i18n: JsonText;
  link: D<string>;
  sort: D<number>;
  status: D<string>;
  createtime: Time;
}

export interface ArticlesTable {
  id: Id;
  type: 'help' | 'law' | 'platform';
  lang: D<string>;
  group_key: string;
  title: D<string>;
  content: D<string>;
  sort: D<number>;
  status: D<string>;
  createtime: Time;
  updatetime: Time;
}

export interface FavouritesTable {
  id: Id;
  user_id: number;
  product_id: number;
  /** The price (cents) when favourited or last announced as a drop. */
  alert_price: Cents;
  /** 0 once the product was seen sold out: coming back is then announced. */
  alert_in_stock: D<number>;
  createtime: Time;
}

/** A SKU's price when its product was favourited or the SKU's drop last announced (notification/favourite-alerts). */
export interface FavouriteSkuPricesTable {
  id: Id;
  favourite_id: number;
  sku_id: number;
  price: Cents;
}

/** A shopper's latest view of a product; the highest id is the newest (modules/discovery). */
export interface RecentlyViewedTable {
  id: Id;
  user_id: number;
  product_id: number;
  createtime: Time;
}

export interface FollowsTable {
  id: Id;
  user_id: number;
  shop_id: number;
  createtime: Time;
}

export interface MerchantApplicationsTable {
  id: Id;
  user_id: number | null;
  shop_name: D<string>;
  contact_name: D<string>;
  mobile: D<string>;
  email: D<string>;
  category_id: number | null;
  description: D<string>;
  status: D<'pending' | 'approved' | 'refused'>;
  remark: D<string>;
  admin_id: number | null;
  createtime: Time;
  reviewtime: number | null;
}

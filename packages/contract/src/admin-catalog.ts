import { Type, type Static } from '@sinclair/typebox';
import { AdminTableQuery, ADMIN_PRODUCT_SORTS } from './admin-desk';
import { ProductSpec } from './catalog';
import { Id, Money, MoneyInput, UnixTime } from './common';
import { LANGS } from './languages';
import { LiteralUnion, Nullable, UploadUrl } from './schema-helpers';

/**
 * The console's catalog editors: `admin/shop`, `admin/category` and `admin/product`, each with
 * `list`, `detail`, `save` (with `id`: edit, without: create) and `del`. Admins edit everything;
 * a merchant its own shop's products and its shop's profile only.
 */

const Sort = Type.Integer({
  minimum: 0,
  maximum: 1_000_000,
  description: 'Display order: categories lower first, shops and products higher first',
});

export const SHOP_STATUSES = ['normal', 'closed'] as const;
export const ShopStatus = LiteralUnion(SHOP_STATUSES);
export type ShopStatus = Static<typeof ShopStatus>;

export const AdminShop = Type.Object({
  id: Id,
  name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  description: Type.String(),
  lang: LiteralUnion(LANGS, {
    description: 'The language the shop writes its texts in (their source); translations: admin/translation',
  }),
  category_id: Nullable(Id),
  status: ShopStatus,
  sort: Type.Integer(),
  rating: Type.Number(),
  sales: Type.Integer(),
  product_count: Type.Integer({ description: 'Products on and off the shelf' }),
  createtime: UnixTime,
  updatetime: UnixTime,
});
export type AdminShop = Static<typeof AdminShop>;

/** shop/save. A merchant may change its own shop's profile, not its status, nor create shops. */
export const AdminShopSaveBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
  logo: Type.Optional(UploadUrl),
  banner: Type.Optional(UploadUrl),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  lang: Type.Optional(
    LiteralUnion(LANGS, { description: 'Source language; changes only while the shop has no products (default en)' }),
  ),
  category_id: Type.Optional(Nullable(Id)),
  status: Type.Optional(ShopStatus),
  sort: Type.Optional(Sort),
});
export type AdminShopSaveBody = Static<typeof AdminShopSaveBody>;

export const CATEGORY_STATUSES = ['normal', 'hidden'] as const;
export const CategoryStatus = LiteralUnion(CATEGORY_STATUSES);
export type CategoryStatus = Static<typeof CategoryStatus>;

/** { lang: text } for the six languages; English is the fallback of the others. */
export const LocalizedText = Type.Record(Type.String(), Type.String({ maxLength: 100 }), {
  description: 'Language code -> text (en, zh-cn, ja, ko, th, vi)',
});
export type LocalizedText = Static<typeof LocalizedText>;

export const AdminCategory = Type.Object({
  id: Id,
  key: Type.String(),
  name: Type.String({ description: 'English name' }),
  name_i18n: LocalizedText,
  icon: Type.String(),
  sort: Type.Integer(),
  status: CategoryStatus,
  product_count: Type.Integer(),
  createtime: UnixTime,
});
export type AdminCategory = Static<typeof AdminCategory>;

/** category/save (admins only). `name_i18n.en` is required; a missing language shows the English name. */
export const AdminCategorySaveBody = Type.Object({
  id: Type.Optional(Id),
  key: Type.String({ maxLength: 40, description: 'Stable key: a-z, 0-9 and _' }),
  name_i18n: LocalizedText,
  icon: Type.Optional(UploadUrl),
  sort: Type.Optional(Sort),
  status: Type.Optional(CategoryStatus),
});
export type AdminCategorySaveBody = Static<typeof AdminCategorySaveBody>;

export const PRODUCT_STATUSES = ['on', 'off'] as const;
export const ProductStatus = LiteralUnion(PRODUCT_STATUSES, { description: 'on: on the shelf; off: hidden' });
export type ProductStatus = Static<typeof ProductStatus>;

/** product/list: a table query (status on|off, keyword: id or title, period, sort) plus shop and category. */
export const AdminProductListQuery = Type.Composite([
  AdminTableQuery(ADMIN_PRODUCT_SORTS),
  Type.Object({ shop_id: Type.Optional(Id), category_id: Type.Optional(Id) }),
]);
export type AdminProductListQuery = Static<typeof AdminProductListQuery>;

export const AdminProductItem = Type.Object({
  id: Id,
  shop_id: Id,
  shop_name: Type.String(),
  category_id: Id,
  title: Type.String(),
  image: Type.String(),
  price: Money,
  stock: Type.Integer(),
  sales: Type.Integer(),
  status: ProductStatus,
  sort: Type.Integer(),
  createtime: UnixTime,
  updatetime: UnixTime,
});
export type AdminProductItem = Static<typeof AdminProductItem>;

export const AdminSku = Type.Object({
  id: Id,
  spec: Type.Record(Type.String(), Type.String(), { description: 'Spec name -> value' }),
  price: Money,
  market_price: Money,
  stock: Type.Integer(),
});
export type AdminSku = Static<typeof AdminSku>;

export const AdminProduct = Type.Composite([
  AdminProductItem,
  Type.Object({
    title_i18n: LocalizedText,
    images: Type.Array(Type.String()),
    content: Type.String({ description: 'HTML as saved (sanitized when shown to shoppers)' }),
    market_price: Money,
    freight: Money,
    specs: Type.Array(ProductSpec),
    skus: Type.Array(AdminSku),
  }),
]);
export type AdminProduct = Static<typeof AdminProduct>;

export const MAX_PRODUCT_IMAGES = 9;
export const MAX_SPECS = 3;
export const MAX_SPEC_VALUES = 20;
export const MAX_SKUS = 200;

const Stock = Type.Integer({ minimum: 0, maximum: 1_000_000 });
/** The stock an editor loaded: a save then moves the stock by what the editor changed. */
const StockLoaded = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    description:
      'The available stock the editor showed when it loaded the product. With it an edit adds the difference (stock − stock_loaded) to the stock as it is at saving, so units that orders took or gave back meanwhile stay counted once; without it the stock is set as given',
  }),
);

export const AdminSkuInput = Type.Object({
  spec: Type.Record(Type.String(), Type.String({ maxLength: 40 })),
  price: MoneyInput,
  market_price: Type.Optional(MoneyInput),
  stock: Stock,
  stock_loaded: StockLoaded,
});
export type AdminSkuInput = Static<typeof AdminSkuInput>;

/**
 * product/save. Without specs the product's own price and stock are sold; with specs one SKU
 * per combination of values carries price and stock (the product shows the lowest price and
 * the total stock). A merchant's product always belongs to its shop.
 */
export const AdminProductSaveBody = Type.Object({
  id: Type.Optional(Id),
  shop_id: Type.Optional(Id),
  category_id: Id,
  title: Type.String({ maxLength: 200 }),
  title_i18n: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
  images: Type.Array(UploadUrl, { maxItems: MAX_PRODUCT_IMAGES }),
  content: Type.Optional(Type.String({ maxLength: 50_000 })),
  price: Type.Optional(MoneyInput),
  market_price: Type.Optional(MoneyInput),
  stock: Type.Optional(Stock),
  stock_loaded: StockLoaded,
  freight: Type.Optional(MoneyInput),
  specs: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({ maxLength: 40 }),
        values: Type.Array(Type.String({ maxLength: 40 }), { maxItems: MAX_SPEC_VALUES }),
      }),
      { maxItems: MAX_SPECS },
    ),
  ),
  skus: Type.Optional(Type.Array(AdminSkuInput, { maxItems: MAX_SKUS })),
  status: Type.Optional(ProductStatus),
  sort: Type.Optional(Sort),
});
export type AdminProductSaveBody = Static<typeof AdminProductSaveBody>;

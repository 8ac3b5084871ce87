import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, PageQuery, UnixTime } from './common';
import { ProductCard } from './catalog';
import { FlashSessionStatus } from './flash-product';
import { Nullable } from './schema-helpers';

export * from './flash-product';

/** The longest flash session title. */
export const FLASH_TITLE_MAX = 100;
/** The most units one shopper may be allowed of one flash SKU. */
export const FLASH_PER_USER_MAX = 1000;

/** A flash session: a window in which its items sell at their flash price. */
export const FlashSession = Type.Object({
  id: Id,
  title: Type.String(),
  starts_at: UnixTime,
  ends_at: UnixTime,
  status: FlashSessionStatus,
  reminded: Type.Optional(
    Type.Boolean({
      description:
        'Only for a signed-in caller: whether they asked to be reminded when this session starts (flash/remind)',
    }),
  ),
});
export type FlashSession = Static<typeof FlashSession>;

/** One SKU (or a product without specs) offered in a flash session. */
export const FlashItem = Type.Object({
  id: Id,
  session_id: Id,
  product: ProductCard,
  sku_id: Nullable(Id),
  flash_price: Money,
  flash_stock: Type.Integer({ minimum: 0, description: 'The units offered' }),
  sold: Type.Integer({
    minimum: 0,
    description: 'Units in the session’s orders that are not cancelled (paid or awaiting payment); the rest are left',
  }),
  per_user_limit: Type.Integer({ minimum: 1 }),
});
export type FlashItem = Static<typeof FlashItem>;

export const FlashItemListQuery = Type.Composite([PageQuery, Type.Object({ session_id: Id })]);
export type FlashItemListQuery = Static<typeof FlashItemListQuery>;

/** flash/remind and flash/remind/cancel: the upcoming session a signed-in shopper wants (no longer) to be told of. */
export const FlashRemindBody = Type.Object({ session_id: Id });
export type FlashRemindBody = Static<typeof FlashRemindBody>;

/** admin/flash/session/save (operators): with `id` edits an upcoming session. */
export const AdminFlashSessionSave = Type.Object({
  id: Type.Optional(Id),
  title: Type.String({ maxLength: FLASH_TITLE_MAX }),
  starts_at: UnixTime,
  ends_at: UnixTime,
});
export type AdminFlashSessionSave = Static<typeof AdminFlashSessionSave>;

/** admin/flash/item/save: merchants for their own shop's products, operators for any; with `id` edits. */
export const AdminFlashItemSave = Type.Object({
  id: Type.Optional(Id),
  session_id: Id,
  product_id: Id,
  sku_id: Type.Optional(Type.Union([Id, Type.Null()], { description: 'Required when the product has specs' })),
  flash_price: Type.Union(MoneyInput.anyOf, { 'x-msg': 'validation.invalid_money' }),
  flash_stock: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  per_user_limit: Type.Integer({ minimum: 1, maximum: FLASH_PER_USER_MAX }),
});
export type AdminFlashItemSave = Static<typeof AdminFlashItemSave>;

export const AdminFlashItemListQuery = Type.Composite([PageQuery, Type.Object({ session_id: Type.Optional(Id) })]);
export type AdminFlashItemListQuery = Static<typeof AdminFlashItemListQuery>;

export const AdminFlashItemRemoveBody = Type.Object({ id: Id });
export type AdminFlashItemRemoveBody = Static<typeof AdminFlashItemRemoveBody>;

/** admin/flash/sessions: a session as the console lists it, with how many items it has (a merchant: of its own shop). */
export const AdminFlashSession = Type.Composite([
  FlashSession,
  Type.Object({
    item_count: Type.Integer({ minimum: 0, description: 'Items in the session; for a merchant, its own shop’s' }),
  }),
]);
export type AdminFlashSession = Static<typeof AdminFlashSession>;

export const AdminFlashSessionListQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(FlashSessionStatus) }),
]);
export type AdminFlashSessionListQuery = Static<typeof AdminFlashSessionListQuery>;

/** admin/flash/lowest-price: the SKU (`sku_id`, required when the product has specs) whose 30-day low is asked. */
export const AdminFlashLowestPriceQuery = Type.Object({
  product_id: Id,
  sku_id: Type.Optional(Id),
});
export type AdminFlashLowestPriceQuery = Static<typeof AdminFlashLowestPriceQuery>;

/** The bar a flash price must go under: the SKU's price now and its lowest of the last 30 days. */
export const AdminFlashLowestPrice = Type.Object({
  product_id: Id,
  sku_id: Nullable(Id),
  price: Money,
  lowest_price: Type.String({
    pattern: Money.pattern,
    examples: ['9.90'],
    description: 'The lowest of the last 30 days (the price now included); a flash price must be strictly below it',
  }),
});
export type AdminFlashLowestPrice = Static<typeof AdminFlashLowestPrice>;

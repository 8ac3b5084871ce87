import { Type, type Static } from '@sinclair/typebox';
import { Id, Money } from './common';
import { ShopCard } from './catalog';
import { Nullable } from './schema-helpers';

export const CartItem = Type.Object({
  id: Id,
  product_id: Id,
  sku_id: Nullable(Id),
  title: Type.String(),
  image: Type.String(),
  spec: Type.String({ description: 'The chosen spec values as display text, "" without specs' }),
  price: Money,
  quantity: Type.Integer({ minimum: 1 }),
  stock: Type.Integer({ minimum: 0 }),
  selected: Type.Boolean(),
  invalid: Type.Boolean({ description: 'Product gone, off sale or out of stock' }),
});
export type CartItem = Static<typeof CartItem>;

export const CartShopGroup = Type.Object({
  shop: ShopCard,
  items: Type.Array(CartItem),
});
export type CartShopGroup = Static<typeof CartShopGroup>;

export const CartList = Type.Object({
  shops: Type.Array(CartShopGroup),
  selected_total: Money,
});
export type CartList = Static<typeof CartList>;

export const CartAddBody = Type.Object({
  product_id: Id,
  sku_id: Type.Optional(Id),
  quantity: Type.Integer({ minimum: 1 }),
});
export type CartAddBody = Static<typeof CartAddBody>;

export const CartAddAnswer = Type.Object({
  id: Id,
  cart_count: Type.Integer({ description: 'Items in the cart after adding' }),
});
export type CartAddAnswer = Static<typeof CartAddAnswer>;

export const CartUpdateBody = Type.Object({
  id: Id,
  quantity: Type.Optional(Type.Integer({ minimum: 1 })),
  selected: Type.Optional(Type.Boolean()),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/**
 * At most this many cart lines (or buy-now lines) in one call: removed together, priced or checked
 * out together. Each id is a database parameter, and the databases take about 32,000 at most.
 */
export const MAX_LINES_PER_CALL = 200;

export const CartDelBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: MAX_LINES_PER_CALL }) });
export type CartDelBody = Static<typeof CartDelBody>;

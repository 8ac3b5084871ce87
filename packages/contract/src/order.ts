import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, PageQuery, UnixTime } from './common';
import { Address } from './address';
import { MAX_LINES_PER_CALL } from './cart';
import { Score, ShopCard } from './catalog';
import { OrderListStatus, OrderStatus } from './order-status';
import { Nullable, UploadUrl } from './schema-helpers';
import { CheckoutVouchers, PreviewVouchers } from './voucher';

export const OrderItem = Type.Object({
  product_id: Id,
  sku_id: Nullable(Id),
  title: Type.String(),
  image: Type.String(),
  spec: Type.String({ description: 'The chosen spec values as display text' }),
  price: Money,
  quantity: Type.Integer({ minimum: 1 }),
  reviewed: Type.Boolean(),
  refundable: Type.Optional(
    Type.String({
      ...Money,
      description:
        'What may still be refunded on this line: its paid share of the order total (freight and discount spread by goods amount) less what was refunded. Before shipping a refund returns exactly this',
    }),
  ),
});
export type OrderItem = Static<typeof OrderItem>;

export const Express = Type.Object({ company: Type.String(), number: Type.String() });
export type Express = Static<typeof Express>;

export const Order = Type.Object({
  id: Id,
  order_sn: Type.String(),
  pay_sn: Type.String(),
  status: OrderStatus,
  shop: ShopCard,
  items: Type.Array(OrderItem),
  goods_amount: Money,
  freight: Money,
  discount: Money,
  total: Money,
  createtime: UnixTime,
  // Null until the event has happened.
  paytime: Nullable(UnixTime),
  shiptime: Nullable(UnixTime),
  receivetime: Nullable(UnixTime),
  express: Nullable(Express),
});
export type Order = Static<typeof Order>;

export const LogisticsLine = Type.Object({ time: UnixTime, text: Type.String() });
export type LogisticsLine = Static<typeof LogisticsLine>;

/** Order plus its tracking lines and the address as it was when the order was placed. */
export const OrderDetail = Type.Composite([
  Order,
  Type.Object({ logistics: Type.Array(LogisticsLine), address: Address }),
]);
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderListQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(OrderListStatus) })]);
export type OrderListQuery = Static<typeof OrderListQuery>;

/** A line bought directly ("buy now"), without the cart. */
export const OrderLineInput = Type.Object({
  product_id: Id,
  sku_id: Type.Optional(Id),
  quantity: Type.Integer({ minimum: 1 }),
});
export type OrderLineInput = Static<typeof OrderLineInput>;

/**
 * `cart_ids` or `items`. `address_id` is optional for a preview only, so the
 * checkout page can show totals before an address exists (then `address` is null).
 */
export const PreviewBody = Type.Object({
  cart_ids: Type.Optional(Type.Array(Id, { maxItems: MAX_LINES_PER_CALL })),
  items: Type.Optional(Type.Array(OrderLineInput, { maxItems: MAX_LINES_PER_CALL })),
  address_id: Type.Optional(Id),
  promo_code: Type.Optional(Type.String()),
  vouchers: Type.Optional(CheckoutVouchers),
});
export type PreviewBody = Static<typeof PreviewBody>;

export const PreviewItem = Type.Omit(OrderItem, ['reviewed', 'refundable']);
export type PreviewItem = Static<typeof PreviewItem>;

export const PreviewGroup = Type.Object({
  shop: ShopCard,
  items: Type.Array(PreviewItem),
  freight: Money,
  subtotal: Money,
  shop_discount: Type.String({ ...Money, description: 'What the shop voucher takes off this shop’s goods' }),
  shipping_discount: Type.String({ ...Money, description: 'What the shipping voucher takes off this freight' }),
});
export type PreviewGroup = Static<typeof PreviewGroup>;

/** Whether the promo code applies, and if not, why (localized `message`). */
export const PromoResult = Type.Object({
  code: Type.String(),
  applied: Type.Boolean(),
  reason: Type.Optional(Type.String({ description: 'snake_case reason when not applied' })),
  message: Type.Optional(Type.String()),
});
export type PromoResult = Static<typeof PromoResult>;

export const Preview = Type.Object({
  groups: Type.Array(PreviewGroup),
  discount: Type.String({ ...Money, description: 'All that vouchers and the promo code take off' }),
  platform_discount: Type.String({ ...Money, description: 'What the platform voucher takes off, all shops together' }),
  total: Money,
  address: Nullable(Address),
  promo: Type.Optional(PromoResult),
  vouchers: PreviewVouchers,
});
export type Preview = Static<typeof Preview>;

export const CreateOrderBody = Type.Composite([
  Type.Omit(PreviewBody, ['address_id']),
  Type.Object({ address_id: Id, remark: Type.Optional(Type.String()) }),
]);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** One order per shop, all in one payment batch `pay_sn`. */
export const CreateOrderAnswer = Type.Object({
  pay_sn: Type.String(),
  order_ids: Type.Array(Id),
  total: Money,
});
export type CreateOrderAnswer = Static<typeof CreateOrderAnswer>;

/** Pay a whole batch (`pay_sn`) or one order (`order_id`). */
export const PayBody = Type.Object({
  pay_sn: Type.Optional(Type.String()),
  order_id: Type.Optional(Id),
  paypwd: Type.String(),
});
export type PayBody = Static<typeof PayBody>;

export const PayAnswer = Type.Object({
  paid: Money,
  money: Money,
});
export type PayAnswer = Static<typeof PayAnswer>;

/** The one currency the wallet holds and every price is in (ISO 4217; the shop writes it "$"). */
export const WALLET_CURRENCY = 'USD';

/** What the payment screen is opened with: a batch (`pay_sn`) or one order (`order_id`), as `order/pay` takes them. */
export const PayTargetQuery = Type.Omit(PayBody, ['paypwd']);
export type PayTargetQuery = Static<typeof PayTargetQuery>;

export const PayTargetOrder = Type.Object({
  id: Id,
  order_sn: Type.String(),
  shop: ShopCard,
  amount: Type.String({ ...Money, description: 'The order’s total, as order/pay will charge it' }),
});
export type PayTargetOrder = Static<typeof PayTargetOrder>;

/**
 * What `order/pay` would charge for the same `pay_sn` or `order_id`: the orders still waiting for
 * payment and their sum. `state` is `waiting_pay` when every order of the target waits for payment,
 * `partial` when some of the batch were already paid or cancelled (they are neither listed nor counted).
 */
export const PayTarget = Type.Object({
  pay_sn: Type.String(),
  total: Money,
  currency: Type.Literal(WALLET_CURRENCY),
  state: Type.Union([Type.Literal('waiting_pay'), Type.Literal('partial')]),
  orders: Type.Array(PayTargetOrder),
});
export type PayTarget = Static<typeof PayTarget>;

/** One review per order item, once the order is `received` or later. */
export const CommentBody = Type.Object({
  order_id: Id,
  product_id: Id,
  product_score: Score,
  service_score: Score,
  postage_score: Score,
  content: Type.String(),
  images: Type.Optional(Type.Array(UploadUrl, { maxItems: 20 })),
});
export type CommentBody = Static<typeof CommentBody>;

import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, Money, MoneyInput, Page, PageQuery, UnixTime } from './common';
import { ShopCard } from './catalog';
import { LiteralUnion, Nullable } from './schema-helpers';

/** A value or null, with a description for the OpenAPI document. */
const described = <T extends TSchema>(schema: T, options: { description: string }) =>
  Type.Union([schema, Type.Null()], options);

/** Who a voucher is for: one shop's goods (paid by the shop), all goods or the freight (paid by the platform). */
export const VOUCHER_SCOPES = ['shop', 'platform', 'shipping'] as const;
export const VoucherScope = LiteralUnion(VOUCHER_SCOPES);
export type VoucherScope = Static<typeof VoucherScope>;

/** `amount` takes `value` off; `percent` takes `value` percent (rounded down to the cent, at most `max_discount`). */
export const VOUCHER_KINDS = ['amount', 'percent'] as const;
export const VoucherKind = LiteralUnion(VOUCHER_KINDS);
export type VoucherKind = Static<typeof VoucherKind>;

/** The smallest and largest whole percent a percent voucher takes. */
export const VOUCHER_PERCENT_MIN = 1;
export const VOUCHER_PERCENT_MAX = 90;
/** The longest voucher title. */
export const VOUCHER_TITLE_MAX = 100;

export const MY_VOUCHER_STATUSES = ['unused', 'used', 'expired'] as const;
export const MyVoucherStatus = LiteralUnion(MY_VOUCHER_STATUSES, {
  description: 'expired: unused, and past its end or stopped by the operator',
});
export type MyVoucherStatus = Static<typeof MyVoucherStatus>;

export const Voucher = Type.Object({
  id: Id,
  scope: VoucherScope,
  shop: described(ShopCard, { description: 'The shop of a shop voucher; null for platform and shipping vouchers' }),
  title: Type.String({ description: 'In the request language when the voucher has one, else as saved' }),
  kind: VoucherKind,
  value: Type.Union([Money, Type.Integer({ minimum: VOUCHER_PERCENT_MIN, maximum: VOUCHER_PERCENT_MAX })], {
    description: 'Money ("5.00") for `amount`; a whole percent (10) for `percent`',
  }),
  max_discount: described(Money, { description: 'The most a percent voucher takes off; null: no cap' }),
  min_spend: Money,
  starts_at: UnixTime,
  ends_at: UnixTime,
  total: Type.Integer({ minimum: 1 }),
  remaining: Type.Integer({ minimum: 0, description: 'How many can still be collected' }),
  per_user: Type.Integer({ minimum: 1 }),
  collected: Type.Integer({ minimum: 0, description: 'How many this caller holds unused; 0 without a token' }),
});
export type Voucher = Static<typeof Voucher>;

/** A voucher the shopper collected. */
export const MyVoucher = Type.Object({
  id: Id,
  voucher: Voucher,
  status: MyVoucherStatus,
  order_id: described(Id, { description: 'The (first) order it was spent on; null while unused' }),
  createtime: UnixTime,
});
export type MyVoucher = Static<typeof MyVoucher>;

export const VoucherListQuery = Type.Object({
  shop_id: Type.Optional(Id),
  product_id: Type.Optional(Id),
});
export type VoucherListQuery = Static<typeof VoucherListQuery>;

export const VoucherCollectBody = Type.Object({ id: Id });
export type VoucherCollectBody = Static<typeof VoucherCollectBody>;

export const MyVoucherListQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(MyVoucherStatus) })]);
export type MyVoucherListQuery = Static<typeof MyVoucherListQuery>;

export const MyVoucherPage = Page(MyVoucher);

/**
 * The vouchers of a checkout, as my-voucher ids: one per shop (keyed by shop id), one platform
 * and one shipping voucher. `order/preview` and `order/create` take it; the preview answers
 * what it applied and its best suggestion in the same shape.
 */
export const CheckoutVouchers = Type.Object({
  shop: Type.Optional(
    Type.Record(Type.String({ pattern: '^[1-9][0-9]*$' }), Id, { description: 'shop id → my voucher id' }),
  ),
  platform: Type.Optional(Id),
  shipping: Type.Optional(Id),
});
export type CheckoutVouchers = Static<typeof CheckoutVouchers>;

/** Why a chosen voucher does not apply; `msg` says it in the request language. */
export const VOUCHER_UNUSABLE_REASONS = [
  'not_yours',
  'used',
  'expired',
  'not_started',
  'min_spend',
  'wrong_shop',
  'scope',
  'promo_conflict',
] as const;
export const VoucherUnusable = Type.Object({
  id: Type.Integer({ description: 'The my-voucher id as sent' }),
  reason: LiteralUnion(VOUCHER_UNUSABLE_REASONS),
  msg: Type.String(),
});
export type VoucherUnusable = Static<typeof VoucherUnusable>;

export const PreviewVouchers = Type.Object({
  applied: CheckoutVouchers,
  best: Type.Object(CheckoutVouchers.properties, {
    description: 'The combination of the caller’s unused vouchers that saves most; suggested, not applied',
  }),
  unusable: Type.Array(VoucherUnusable),
});
export type PreviewVouchers = Static<typeof PreviewVouchers>;

/** The operator's view: the voucher with its use. */
export const AdminVoucher = Type.Composite([
  Type.Omit(Voucher, ['collected']),
  Type.Object({
    shop_id: Nullable(Id),
    stopped: Type.Boolean(),
    collected_count: Type.Integer({ minimum: 0 }),
    used_count: Type.Integer({ minimum: 0, description: 'Collected vouchers spent on orders not cancelled' }),
    discount_total: Money,
    createtime: UnixTime,
  }),
]);
export type AdminVoucher = Static<typeof AdminVoucher>;

const money = () => Type.Union(MoneyInput.anyOf, { 'x-msg': 'validation.invalid_money' });

/** admin/voucher/save: with `id` edits. The server checks the ranges and answers a localized message. */
export const AdminVoucherSave = Type.Object({
  id: Type.Optional(Id),
  scope: VoucherScope,
  shop_id: Type.Optional(described(Id, { description: 'Shop vouchers only; a merchant’s own shop by default' })),
  title: Type.String({ maxLength: VOUCHER_TITLE_MAX }),
  kind: VoucherKind,
  value: Type.Union([Type.Number(), Type.String({ maxLength: 20 })], {
    description: `Money for \`amount\`; a whole percent ${VOUCHER_PERCENT_MIN}–${VOUCHER_PERCENT_MAX} for \`percent\``,
  }),
  max_discount: Type.Optional(Nullable(money())),
  min_spend: Type.Optional(money()),
  starts_at: UnixTime,
  ends_at: UnixTime,
  total: Type.Integer({ maximum: 100_000_000 }),
  per_user: Type.Integer({ maximum: 1000 }),
});
export type AdminVoucherSave = Static<typeof AdminVoucherSave>;

export const AdminVoucherListQuery = Type.Composite([
  PageQuery,
  Type.Object({ scope: Type.Optional(VoucherScope), shop_id: Type.Optional(Id) }),
]);
export type AdminVoucherListQuery = Static<typeof AdminVoucherListQuery>;

export const AdminVoucherStopBody = Type.Object({ id: Id });
export type AdminVoucherStopBody = Static<typeof AdminVoucherStopBody>;

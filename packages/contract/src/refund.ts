import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, UnixTime } from './common';
import { Express } from './order';
import { LiteralUnion, Nullable, UploadUrl } from './schema-helpers';

/** "Refund without return" and "refund and return". */
export const REFUND_TYPES = ['refund_only', 'return_refund'] as const;
export const RefundType = LiteralUnion(REFUND_TYPES);
export type RefundType = Static<typeof RefundType>;

export const GOODS_STATUSES = ['received', 'not_received'] as const;
export const GoodsStatus = LiteralUnion(GOODS_STATUSES);
export type GoodsStatus = Static<typeof GoodsStatus>;

/**
 * pending → refunded (refund only approved) or → returning (return approved)
 * → refunded (merchant confirms the goods); refused or cancelled (withdrawn) end it.
 */
export const REFUND_STATUSES = ['pending', 'returning', 'refunded', 'refused', 'cancelled'] as const;
export const RefundStatus = LiteralUnion(REFUND_STATUSES);
export type RefundStatus = Static<typeof RefundStatus>;

export const RefundBody = Type.Object({
  order_id: Id,
  product_ids: Type.Array(Id, { minItems: 1, maxItems: 50 }),
  type: RefundType,
  /** Before shipping the server sets it (the items' whole paid share) and refuses any other. */
  amount: Type.Optional(MoneyInput),
  goods_status: GoodsStatus,
  reason: Type.String(),
  explain: Type.String(),
  images: Type.Array(UploadUrl, { maxItems: 20 }),
});
export type RefundBody = Static<typeof RefundBody>;

export const Refund = Type.Object({
  id: Id,
  refund_sn: Type.String(),
  order_id: Id,
  product_ids: Type.Array(Id),
  type: RefundType,
  amount: Money,
  goods_status: GoodsStatus,
  reason: Type.String(),
  explain: Type.String(),
  images: Type.Array(Type.String()),
  status: RefundStatus,
  remark: Type.String({ description: 'The operator or merchant remark' }),
  return_express: Nullable(Express),
  createtime: UnixTime,
  updatetime: UnixTime,
});
export type Refund = Static<typeof Refund>;

/** The shopper's return parcel, after a return was approved. */
export const ReturnShipBody = Type.Object({
  id: Id,
  company: Type.String(),
  number: Type.String(),
});
export type ReturnShipBody = Static<typeof ReturnShipBody>;

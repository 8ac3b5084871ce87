import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, UnixTime } from './common';
import { OrderDetail } from './order';
import { OrderStatus } from './order-status';
import { RefundStatus, RefundType } from './refund';
import { LiteralUnion, Nullable } from './schema-helpers';

/** Operator accounts, an order's whole story and the merchant settlement (the console's operations side). */

export const OPERATOR_STATUSES = ['normal', 'disabled'] as const;
export const OperatorStatus = LiteralUnion(OPERATOR_STATUSES);
export type OperatorStatus = Static<typeof OperatorStatus>;

/** An operator as admins list them (never the password hash). */
export const OperatorView = Type.Object({
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  role: LiteralUnion(['admin', 'merchant'] as const),
  shop_id: Nullable(Id),
  shop_name: Type.String({ description: 'Empty for an admin' }),
  status: OperatorStatus,
  createtime: UnixTime,
});
export type OperatorView = Static<typeof OperatorView>;

/**
 * operator/password. Without `id` (or with one's own id) the operator changes its own password and
 * proves the old one; an admin may set another operator's password with `id` alone.
 */
export const OperatorPasswordBody = Type.Object({
  id: Type.Optional(Id),
  old_password: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.String({ maxLength: 200 }),
});
export type OperatorPasswordBody = Static<typeof OperatorPasswordBody>;

export const OperatorDisableBody = Type.Object({
  id: Id,
  disabled: Type.Boolean({ description: 'true disables (no sign-in, sessions end), false enables' }),
});
export type OperatorDisableBody = Static<typeof OperatorDisableBody>;

/** What happened to an order, oldest first: its own time stamps and its refunds' steps. */
export const ORDER_EVENTS = [
  'created',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'refund_applied',
  'return_approved',
  'refunded',
  'refund_refused',
  'refund_withdrawn',
] as const;
export const OrderEventName = LiteralUnion(ORDER_EVENTS);
export type OrderEventName = Static<typeof OrderEventName>;

export const OrderHistoryLine = Type.Object({ event: OrderEventName, time: UnixTime });
export type OrderHistoryLine = Static<typeof OrderHistoryLine>;

export const AdminOrderRefund = Type.Object({
  id: Id,
  refund_sn: Type.String(),
  type: RefundType,
  amount: Money,
  status: RefundStatus,
  reason: Type.String(),
  createtime: UnixTime,
  handletime: Nullable(UnixTime),
});
export type AdminOrderRefund = Static<typeof AdminOrderRefund>;

/** order/detail for operators: the shopper's detail plus who, the whole history and the refunds. */
export const AdminOrderDetail = Type.Composite([
  OrderDetail,
  Type.Object({
    user_id: Id,
    shop_id: Id,
    status_before_refund: Nullable(OrderStatus),
    completetime: Nullable(UnixTime),
    canceltime: Nullable(UnixTime),
    history: Type.Array(OrderHistoryLine),
    refunds: Type.Array(AdminOrderRefund),
  }),
]);
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

/** settlement: a period [start, end) in Unix seconds; a merchant may name only its own shop. */
export const SettlementQuery = Type.Object({
  shop_id: Type.Optional(Id),
  start: Type.Optional(UnixTime),
  end: Type.Optional(UnixTime),
});
export type SettlementQuery = Static<typeof SettlementQuery>;

const settlementSums = {
  orders: Type.Integer({ description: 'Orders settled in the period (completed, or ended as refunded)' }),
  gross: Money,
  refunds: Money,
  fee: Money,
  net: Money,
};

export const SettlementShop = Type.Object({ shop_id: Id, shop_name: Type.String(), ...settlementSums });
export type SettlementShop = Static<typeof SettlementShop>;

export const SettlementLine = Type.Object({
  order_id: Id,
  order_sn: Type.String(),
  shop_id: Id,
  status: OrderStatus,
  time: UnixTime,
  gross: Money,
  refunds: Money,
  fee: Money,
  net: Money,
  shop_vouchers: Type.Optional(
    Type.String({ ...Money, description: 'What the shop’s own vouchers took off the order (paid by the shop)' }),
  ),
  platform_vouchers: Type.Optional(
    Type.String({
      ...Money,
      description:
        'What the platform’s vouchers (platform and shipping) took off the order, paid by the platform to the shop',
    }),
  ),
});
export type SettlementLine = Static<typeof SettlementLine>;

/**
 * gross − refunds − fee = net, for the totals, each shop and each order. gross is what the shopper paid
 * plus what the platform's vouchers took off (the platform pays those to the shop: `platform_vouchers`).
 */
export const Settlement = Type.Object({
  shop_id: Nullable(Id),
  start: UnixTime,
  end: UnixTime,
  fee_rate: Type.Number({
    description:
      'The platform commission rate now (setting commission_rate), percent of what the shop keeps after refunds; each fee is what its settlement posted',
  }),
  ...settlementSums,
  shops: Type.Array(SettlementShop),
  lines: Type.Array(SettlementLine, { description: 'The newest 50 orders of the period' }),
});
export type Settlement = Static<typeof Settlement>;

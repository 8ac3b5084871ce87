import {
  CreateOrderAnswer,
  Envelope,
  Id,
  Order,
  OrderDetail,
  OrderListQuery,
  Page,
  PayAnswer,
  PayBody,
  PayTarget,
  PayTargetQuery,
  Preview,
  PreviewBody,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['order'];
const security = [{ token: [] }];

export const previewSchema = {
  tags,
  security,
  summary:
    'Prices a would-be checkout on the server: per shop items, freight (the highest of its items) and subtotal (goods), then discount and total; tells why a promo code does not apply',
  body: PreviewBody,
  response: { 200: Envelope(Preview) },
};

// address_id is checked by the service so that a missing one reads "Please choose shipping address".
export const createBody = Type.Composite([
  Type.Omit(PreviewBody, ['address_id']),
  Type.Object({
    address_id: Type.Optional(Type.Integer({ minimum: 1, 'x-msg': 'address.choose_shipping' })),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
  }),
]);

export const createSchema = {
  tags,
  security,
  summary: 'Places one order per shop in one payment batch; reserves stock. Accepts Idempotency-Key',
  description:
    'Unless the available balance covers all of the shopper’s unpaid orders with these, unpaid orders hold at ' +
    'most UNFUNDED_HOLD_UNITS units of one product (reason `unfunded_units_limit`) and number at most ' +
    'UNFUNDED_HOLD_ORDERS (reason `unfunded_orders_limit`). Limited per account and per address like the money calls (HTTP 429).',
  body: createBody,
  response: { 200: Envelope(CreateOrderAnswer) },
};

// A missing payment code reads "Please enter your payment code", as an empty one does.
const payBody = Type.Composite([
  Type.Omit(PayBody, ['paypwd']),
  Type.Object({ paypwd: Type.String({ maxLength: 100, 'x-msg': 'payment.enter_password' }) }),
]);

export const paySchema = {
  tags,
  security,
  summary: 'Pays a batch (pay_sn) or one order from the wallet with the payment code. Accepts Idempotency-Key',
  body: payBody,
  response: { 200: Envelope(PayAnswer) },
};

export const payTargetSchema = {
  tags,
  security,
  summary:
    'What the payment screen shows for a batch (pay_sn) or one order: the orders order/pay would charge and their total',
  description:
    'Refused as order/pay refuses the same target: someone else’s or an unknown one is `record_not_found`, ' +
    'one with nothing left to pay (paid, cancelled) is `status_not_allowed`.',
  querystring: PayTargetQuery,
  response: { 200: Envelope(PayTarget) },
};

export const listSchema = {
  tags,
  security,
  summary: 'My purchases: a page of orders, one status or all',
  querystring: OrderListQuery,
  response: { 200: Envelope(Page(Order)) },
};

export const detailSchema = {
  tags,
  security,
  summary:
    'An order with its logistics timeline (the server’s own lines in the request language) and the address snapshot',
  querystring: Type.Object({ id: Id }),
  response: { 200: Envelope(OrderDetail) },
};

export const cancelSchema = {
  tags,
  security,
  summary: 'Cancels an unpaid order; its stock and promo use are released',
  body: Type.Object({ id: Id }),
  response: { 200: Envelope(Order) },
};

export const confirmSchema = {
  tags,
  security,
  summary: 'Confirms receipt of a delivered order',
  body: Type.Object({ id: Id }),
  response: { 200: Envelope(Order) },
};

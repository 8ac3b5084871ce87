import {
  AdminRefundListQuery,
  Envelope,
  Id,
  Page,
  Refund,
  RefundHandleBody,
  RefundType,
  GoodsStatus,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['refund'];
const security = [{ token: [] }];

// Amount, reason, explanation and proof are read by the service so that a missing or bad one
// gets the product's own message (docs/product.md#form-messages) rather than a schema message.
export const RefundRequest = Type.Object({
  order_id: Id,
  product_ids: Type.Optional(
    Type.Array(Id, {
      maxItems: 50,
      'x-msg': 'refund.choose_items',
      description: 'Products of the order to refund (a product bought in two specs covers both lines)',
    }),
  ),
  type: RefundType,
  amount: Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 20 })], {
      'x-msg': 'refund.fill_amount',
      description:
        'After shipping: any amount up to the items’ paid share less refunds. Before shipping: may be left out; the server sets the items’ whole paid share and refuses any other amount',
    }),
  ),
  goods_status: GoodsStatus,
  reason: Type.Optional(Type.String({ maxLength: 200, 'x-msg': 'refund.fill_reason' })),
  explain: Type.Optional(Type.String({ maxLength: 1000, 'x-msg': 'refund.fill_reason' })),
  images: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20, 'x-msg': 'refund.upload_proof' })),
});

export const applySchema = {
  tags,
  security,
  summary:
    'Applies for a refund of some products of an order (waiting_deliver, delivered or received → refunding). Before shipping (waiting_deliver): whole items at their paid share of the order total (discount and freight spread by goods amount), refund_only, no proof needed. After shipping: any amount up to that share less what was refunded, with proof. Accepts Idempotency-Key',
  body: RefundRequest,
  response: { 200: Envelope(Refund) },
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of the caller’s refunds by id, or the latest refund of one of the caller’s orders by order_id',
  querystring: Type.Object({ id: Type.Optional(Id), order_id: Type.Optional(Id) }),
  response: { 200: Envelope(Refund) },
};

export const cancelSchema = {
  tags,
  security,
  summary:
    'Withdraws a pending refund or an approved return not yet confirmed; the order goes back to its status before',
  body: Type.Object({ id: Id }),
  response: { 200: Envelope(Refund) },
};

export const returnShipSchema = {
  tags,
  security,
  summary: 'The return parcel’s courier and tracking number, once a return was approved (order in after_sale)',
  body: Type.Object({
    id: Id,
    company: Type.Optional(Type.String({ maxLength: 100, 'x-msg': 'refund.fill_company' })),
    number: Type.Optional(Type.String({ maxLength: 100, 'x-msg': 'refund.fill_number' })),
  }),
  response: { 200: Envelope(Refund) },
};

const AdminRefund = Type.Composite([Refund, Type.Object({ order_sn: Type.String(), user_id: Id, shop_id: Id })]);

export const adminListSchema = {
  tags: ['admin'],
  security,
  summary:
    'Refunds, newest first or sorted; by status (pending, returning, refunded, refused, cancelled), refund number, shop and period; a merchant sees its own shop only',
  querystring: AdminRefundListQuery,
  response: { 200: Envelope(Page(AdminRefund)) },
};

export const adminHandleSchema = {
  tags: ['admin'],
  security,
  summary:
    'approve (refund only: money back from escrow; return: the shopper ships back), refuse (order back to its status before), confirm_return (money back). Once the money is back the order is refunded if every item is now refunded in full or sent back (freight need not be; what the shop keeps is settled to it then), else back to its status before. Acts once',
  body: RefundHandleBody,
  response: { 200: Envelope(Refund) },
};

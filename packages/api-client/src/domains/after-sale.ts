import type { CommentBody, Refund, RefundBody, Review, ReturnShipBody } from '@bazaar/contract';
import type { IdempotentOptions, RequestFn } from '../request-types';

/** Refunds and reviews of orders (token); exposed under `client.order`. */
export function createAfterSaleApi(http: RequestFn) {
  return {
    /**
     * Applies for a refund of some items of an order.
     * @example await client.order.refund({ order_id: 9, product_ids: [42], type: 'refund_only', amount: '12.50', goods_status: 'not_received', reason: 'Late', explain: 'Never arrived', images: [] });
     */
    refund: (body: RefundBody, options: IdempotentOptions = {}) =>
      http<Refund>({ method: 'POST', url: '/order/refund', data: body, ...options }),
    /** A refund and its progress. */
    refundDetail: (id: number) => http<Refund>({ method: 'GET', url: '/order/refund_detail', params: { id } }),
    /** The latest refund of an order (its progress on the order screen); silent: most orders have none. */
    refundOfOrder: (orderId: number) =>
      http<Refund>({ method: 'GET', url: '/order/refund_detail', params: { order_id: orderId }, silent: true }),
    /** Withdraws a refund request. */
    refundCancel: (id: number) => http<Refund>({ method: 'POST', url: '/order/refund_cancel', data: { id } }),
    /** Gives the return parcel's tracking after a return was approved. */
    returnShip: (body: ReturnShipBody) => http<Refund>({ method: 'POST', url: '/order/return_ship', data: body }),
    /** Reviews one item of a received order. */
    comment: (body: CommentBody) => http<Review>({ method: 'POST', url: '/order/comment', data: body }),
  };
}
/** After-sale: asking for a refund or return on an order, following or cancelling it, shipping a return, reviewing an order. */
export type AfterSaleApi = ReturnType<typeof createAfterSaleApi>;

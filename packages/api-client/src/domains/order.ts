import type {
  CreateOrderAnswer,
  CreateOrderBody,
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
import type { IdempotentOptions, RequestFn } from '../request-types';

/** Checkout and orders (token). */
export function createOrderApi(http: RequestFn) {
  const act = (url: string, id: number) => http<Order>({ method: 'POST', url, data: { id } });
  return {
    /** Prices, freight, discount and total of a would-be order; tells why a promo code does not apply. */
    preview: (body: PreviewBody) =>
      // Previews change nothing and are re-run as the shopper edits, so the guard would only get in the way.
      http<Preview>({ method: 'POST', url: '/order/preview', data: body, dedupe: false }),
    /**
     * Places one order per shop in one payment batch.
     * @example const { pay_sn } = await client.order.create({ cart_ids: [1, 2], address_id: 5 }, { idempotencyKey: newIdempotencyKey() });
     */
    create: (body: CreateOrderBody, options: IdempotentOptions = {}) =>
      http<CreateOrderAnswer>({ method: 'POST', url: '/order/create', data: body, ...options }),
    /**
     * Pays a batch (`pay_sn`) or one order (`order_id`) from the wallet.
     * @example await client.order.pay({ pay_sn, paypwd: '123456' }, { idempotencyKey });
     */
    pay: (body: PayBody, options: IdempotentOptions = {}) =>
      http<PayAnswer>({ method: 'POST', url: '/order/pay', data: body, ...options }),
    /**
     * What the payment screen shows for a batch (`pay_sn`) or one order (`order_id`): the orders
     * `pay` would charge and their total; refused (code 0) when nothing is left to pay. Silent: the
     * payment screen says itself that there is nothing to pay.
     * @example const { total, orders } = await client.order.payTarget({ pay_sn });
     */
    payTarget: (query: PayTargetQuery) =>
      http<PayTarget>({ method: 'GET', url: '/order/pay_target', params: query, silent: true }),
    /** "My purchases": a page of orders, by status or `all`. */
    list: (query: OrderListQuery = {}) => http<Page<Order>>({ method: 'GET', url: '/user/order_list', params: query }),
    /** An order with logistics and the address snapshot. */
    detail: (id: number) => http<OrderDetail>({ method: 'GET', url: '/order/detail', params: { id } }),
    /** Cancels an unpaid order. */
    cancel: (id: number) => act('/order/cancel', id),
    /** Confirms receipt of a delivered order. */
    confirm: (id: number) => act('/order/confirm', id),
  };
}
/** Orders: checkout preview, placing and paying, the order list and detail, cancelling, confirming receipt. */
export type OrderApi = ReturnType<typeof createOrderApi>;

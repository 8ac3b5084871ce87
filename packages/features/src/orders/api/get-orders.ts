import type { OrderListStatus } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';

export const ORDERS_PAGE_SIZE = 10;

/** GET user/order_list: "my purchases" of one status (or `all`), as an infinite list. */
export function useOrders(status: OrderListStatus) {
  const api = useApi();
  return usePagedList(queryKeys.orderList(status), (page) => api.order.list({ status, page, limit: ORDERS_PAGE_SIZE }));
}

import useSWR from 'swr';
import { useApi } from '../api-provider';
import { queryKeys } from './keys';

/**
 * GET order/detail: the order with its lines, logistics and address snapshot. One cache entry per order, shared by
 * every screen that shows it (order info, refund, review), so a change seen on one is seen on all.
 */
export function useOrderDetail(id: number | undefined) {
  const api = useApi();
  return useSWR(id ? queryKeys.orderDetail(id) : null, () => api.order.detail(id!));
}

import useSWR from 'swr';
import { ORDER_DETAIL_KEY, useApi } from '../../lib';

/** GET order/detail: the order with its logistics lines and address snapshot. */
export function useOrder(id: number | undefined) {
  const api = useApi();
  return useSWR(id ? [ORDER_DETAIL_KEY, id] : null, () => api.order.detail(id!));
}

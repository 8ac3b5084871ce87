import useSWR from 'swr';
import { ORDER_DETAIL_KEY, useApi } from '../../lib';

/** The order being refunded (under the order screen's cache key, so both show the same). */
export function useRefundOrder(id: number | undefined) {
  const api = useApi();
  return useSWR(id ? [ORDER_DETAIL_KEY, id] : null, () => api.order.detail(id!));
}

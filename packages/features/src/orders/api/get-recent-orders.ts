import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

const RECENT = 3;

/** GET user/order_list: the latest few orders of any status, for the /order overview. */
export function useRecentOrders() {
  const api = useApi();
  return useSWR(queryKeys.recentOrders(), () => api.order.list({ status: 'all', limit: RECENT }));
}

import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** One order as operators see it; `mutate` after shipping or a tracking line. */
export function useOrderDetail(id: number) {
  const api = useApi();
  return useSWR(id > 0 ? queryKeys.consoleOrder(id) : null, () => api.admin.orderDetail(id));
}

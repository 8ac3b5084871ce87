import useSWR from 'swr';
import type { PayTargetQuery } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

/**
 * GET order/pay_target: what /payment charges for a batch (`pay_sn`) or one order (`order_id`):
 * the orders still unpaid and their total, from the server. A refusal (code 0) means nothing is
 * left to pay (paid, cancelled, not the shopper's). Null asks nothing.
 */
export function usePayTarget(query: PayTargetQuery | null) {
  const api = useApi();
  return useSWR(query ? queryKeys.payTarget(query) : null, () => api.order.payTarget(query!));
}

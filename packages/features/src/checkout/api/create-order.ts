import { useMemo } from 'react';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { CreateOrderBody } from '@bazaar/contract';
import { useApi, useRefreshAfter } from '../../lib';

/**
 * POST order/create with an Idempotency-Key. One key per body: pressing submit
 * again (or a retry after a timeout) with the same order never creates two.
 */
export function useCreateOrder() {
  const api = useApi();
  const refresh = useRefreshAfter();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: CreateOrderBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    const answer = await api.order.create(body, { idempotencyKey });
    void refresh('createOrder');
    return answer;
  };
}

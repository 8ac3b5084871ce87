import { useMemo } from 'react';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { CreateOrderBody } from '@bazaar/contract';
import { CART_KEY, ORDER_LIST_KEY, USER_KEY, useApi, useRevalidate } from '../../lib';

/**
 * POST order/create with an Idempotency-Key. One key per body: pressing submit
 * again (or a retry after a timeout) with the same order never creates two.
 */
export function useCreateOrder() {
  const api = useApi();
  const revalidate = useRevalidate();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: CreateOrderBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    const answer = await api.order.create(body, { idempotencyKey });
    // Ordered lines leave the bag; new unpaid orders change the lists and counts.
    void revalidate(CART_KEY, ORDER_LIST_KEY, USER_KEY);
    return answer;
  };
}

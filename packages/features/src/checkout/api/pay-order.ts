import { useMemo } from 'react';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { PayBody } from '@bazaar/contract';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY, PAY_TARGET_KEY, USER_KEY, useApi, useRevalidate } from '../../lib';

/**
 * POST order/pay with an Idempotency-Key per attempt (target + code): a retry of
 * the same attempt never pays twice; another code is another attempt.
 */
export function usePayOrder() {
  const api = useApi();
  const revalidate = useRevalidate();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: PayBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    // Silent: the payment sheet shows the server's message itself, under the pad.
    const answer = await api.order.pay(body, { idempotencyKey, silent: true });
    // Balance, counts, the orders' status and what is left to pay changed.
    void revalidate(USER_KEY, ORDER_LIST_KEY, ORDER_DETAIL_KEY, PAY_TARGET_KEY);
    return answer;
  };
}

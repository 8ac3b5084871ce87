import { useMemo } from 'react';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { PayBody } from '@bazaar/contract';
import { useApi, useRefreshAfter } from '../../lib';

/**
 * POST order/pay with an Idempotency-Key per attempt (target + code): a retry of
 * the same attempt never pays twice; another code is another attempt.
 */
export function usePayOrder() {
  const api = useApi();
  const refresh = useRefreshAfter();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: PayBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    // Silent: the payment sheet shows the server's message itself, under the pad.
    const answer = await api.order.pay(body, { idempotencyKey, silent: true });
    void refresh('payOrder');
    return answer;
  };
}

import { useMemo } from 'react';
import useSWR from 'swr';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { RefundBody } from '@bazaar/contract';
import { queryKeys, useApi, useRefreshAfter } from '../../lib';

/** The latest refund of an order (none: the call answers code 0, which stays silent here). */
export function useRefundOfOrder(orderId: number | undefined) {
  const api = useApi();
  return useSWR(orderId ? queryKeys.refundOfOrder(orderId) : null, () => api.order.refundOfOrder(orderId!), {
    shouldRetryOnError: false,
  });
}

/** Everything a refund step changes: the order, its lists and counts, the balance. */
function useAfterRefund() {
  const refresh = useRefreshAfter();
  return () => refresh('refund');
}

/** POST order/refund with one Idempotency-Key per distinct request: a retry never applies twice. */
export function useApplyRefund() {
  const api = useApi();
  const after = useAfterRefund();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: RefundBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    const refund = await api.order.refund(body, { idempotencyKey });
    keys.delete(id);
    await after();
    return refund;
  };
}

/** Withdraw, and the return parcel's tracking. */
export function useRefundSteps() {
  const api = useApi();
  const after = useAfterRefund();
  return {
    cancel: async (id: number) => (await api.order.refundCancel(id), await after()),
    ship: async (id: number, company: string, number: string) => (
      await api.order.returnShip({ id, company, number }),
      await after()
    ),
  };
}

/** POST common/upload: a proof picture; the refund names its `url`. */
export function useUploadImage() {
  const api = useApi();
  return async (file: File) => (await api.content.upload(file, file.name)).url;
}

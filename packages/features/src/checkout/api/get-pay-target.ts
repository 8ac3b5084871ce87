import useSWR from 'swr';
import type { BazaarClient } from '@bazaar/api-client';
import type { Order } from '@bazaar/contract';
import { toCents } from '@bazaar/design-system';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY, useApi } from '../../lib';

/** The largest page the API serves. */
const BATCH_PAGE = 50;

/**
 * The orders of one checkout batch (`pay_sn`) among the shopper's unpaid orders, newest first.
 * A batch is created at once, so its orders sit together: the pages are read until the batch
 * has been passed or the list ends.
 */
export async function findBatch(api: Pick<BazaarClient, 'order'>, paySn: string): Promise<Order[]> {
  const batch: Order[] = [];
  for (let page = 1; ; page += 1) {
    const { data, last_page } = await api.order.list({ status: 'waiting_pay', limit: BATCH_PAGE, page });
    batch.push(...data.filter((o) => o.pay_sn === paySn));
    const passed = batch.length > 0 && data.at(-1)?.pay_sn !== paySn;
    if (passed || page >= last_page || data.length === 0) return batch;
  }
}

export interface PayTarget {
  /** What the server will charge, from the unpaid orders themselves. */
  amount: string;
  orderIds: number[];
}

/**
 * The unpaid orders behind /payment: one order (`order_id`) or a checkout batch
 * (`pay_sn`, found among the unpaid orders). Null data means nothing is left to pay
 * (already paid or cancelled).
 */
export function usePayTarget(query: { pay_sn?: string; order_id?: number }) {
  const api = useApi();
  const key = query.order_id
    ? [ORDER_DETAIL_KEY, query.order_id]
    : query.pay_sn
      ? [ORDER_LIST_KEY, 'waiting_pay', 'batch', query.pay_sn]
      : null;
  return useSWR(key, async (): Promise<PayTarget | null> => {
    const orders = query.order_id ? [await api.order.detail(query.order_id)] : await findBatch(api, query.pay_sn!);
    const unpaid = orders.filter((o) => o.status === 'waiting_pay');
    if (unpaid.length === 0) return null;
    // Integer cents, never floats.
    const cents = unpaid.reduce((sum, o) => sum + toCents(o.total), 0n);
    const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
    return { amount, orderIds: unpaid.map((o) => o.id) };
  });
}

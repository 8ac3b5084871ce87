import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { BazaarClient } from '@bazaar/api-client';
import { ApiProvider } from '../api-provider';
import { useRevalidate } from '../revalidate';
import { ENDPOINTS, queryKeys } from './keys';
import { useOrderDetail } from './order';
import { useRefreshAfter } from './refreshes';
import useSWR from 'swr';

describe('queryKeys', () => {
  it('start with the endpoint each write names to refresh them', () => {
    expect(queryKeys.orderDetail(7)).toEqual([ENDPOINTS.orderDetail, 7]);
    expect(queryKeys.orderList('all')[0]).toBe(ENDPOINTS.orderList);
    expect(queryKeys.categories('ja')).toEqual([ENDPOINTS.categories, 'ja']);
  });
});

// Order info, refund and review show the same order: one read, one cache entry, refreshed together.
function TwoScreens() {
  const info = useOrderDetail(7);
  const refund = useOrderDetail(7);
  const revalidate = useRevalidate();
  return (
    <>
      <p>info {info.data?.order_sn}</p>
      <p>refund {refund.data?.order_sn}</p>
      <button type="button" onClick={() => void revalidate(ENDPOINTS.orderDetail)}>
        paid
      </button>
    </>
  );
}

describe('useOrderDetail', () => {
  it('reads an order once for every screen showing it, and again for all when a write names it', async () => {
    let calls = 0;
    const client = { order: { detail: async (id: number) => ({ id, order_sn: `SN${id}-${++calls}` }) } };
    const wrap = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client as unknown as BazaarClient}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </ApiProvider>
    );
    render(<TwoScreens />, { wrapper: wrap });
    expect(await screen.findByText('info SN7-1')).toBeInTheDocument();
    expect(screen.getByText('refund SN7-1')).toBeInTheDocument();
    expect(calls).toBe(1);

    await act(() => screen.getByRole('button', { name: 'paid' }).click());
    expect(await screen.findByText('info SN7-2')).toBeInTheDocument();
    expect(screen.getByText('refund SN7-2')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

// A payment changes the balance and the orders, not the bag: the reads it names reload, the others keep their answer.
const fetched = { user: 0, orders: 0, cart: 0 };
const count = (name: keyof typeof fetched) => async () => ++fetched[name];

function AfterPayment() {
  const user = useSWR(queryKeys.user('t', 'en'), count('user'));
  const orders = useSWR(queryKeys.orderList('all'), count('orders'));
  const cart = useSWR(queryKeys.cart('en'), count('cart'));
  const refresh = useRefreshAfter();
  return (
    <>
      <p>{`user ${user.data} orders ${orders.data} cart ${cart.data}`}</p>
      <button type="button" onClick={() => void refresh('payOrder')}>
        paid
      </button>
    </>
  );
}

describe('useRefreshAfter', () => {
  it('reloads what a write names and nothing else', async () => {
    const wrap = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    );
    render(<AfterPayment />, { wrapper: wrap });
    expect(await screen.findByText('user 1 orders 1 cart 1')).toBeInTheDocument();
    await act(() => screen.getByRole('button', { name: 'paid' }).click());
    expect(await screen.findByText('user 2 orders 2 cart 1')).toBeInTheDocument();
    expect(fetched).toEqual({ user: 2, orders: 2, cart: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import type { Page } from '@bazaar/contract';
import { useRevalidate } from './revalidate';
import { usePagedList } from './use-paged-list';

const page = (n: number, label: string): Page<string> => ({
  total: 1,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  data: [`${label}-${n}`],
});

function Screen({ calls }: { calls: { list: number; user: number; home: number } }) {
  const list = usePagedList(['user/order_list', 'all'], async () => page(++calls.list, 'order'));
  const user = useSWR(['user/getUserInfo', 'token'], async () => `user-${++calls.user}`);
  const other = useSWR(['index/index'], async () => (++calls.home, 'home'));
  const revalidate = useRevalidate();
  return (
    <>
      <p>{list.items.join(',')}</p>
      <p>{user.data}</p>
      <p>{other.data}</p>
      <button type="button" onClick={() => void revalidate('user/order_list', 'user/getUserInfo')}>
        again
      </button>
    </>
  );
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useRevalidate', () => {
  it('refetches plain and infinite keys of the named endpoints, and nothing else', async () => {
    const calls = { list: 0, user: 0, home: 0 };
    render(<Screen calls={calls} />, { wrapper: fresh });
    await screen.findByText('order-1');
    await screen.findByText('user-1');
    await act(async () => screen.getByRole('button', { name: 'again' }).click());
    expect(await screen.findByText('order-2')).toBeVisible();
    expect(await screen.findByText('user-2')).toBeVisible();
    expect(screen.getByText('home')).toBeVisible();
    expect(calls).toEqual({ list: 2, user: 2, home: 1 });
  });
});

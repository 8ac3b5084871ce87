import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Page } from '@bazaar/contract';
import { usePagedList, type PagedList } from './use-paged-list';

/** A server of 3 pages of 2 items whose contents carry the number of the fetch that got them. */
function server() {
  const calls: number[] = [];
  let fail = false;
  const fetchPage = async (n: number): Promise<Page<string>> => {
    if (fail) throw new Error('offline');
    calls.push(n);
    return { total: 6, per_page: 2, current_page: n, last_page: 3, data: [`p${n}a#${calls.length}`, `p${n}b`] };
  };
  return { calls, fetchPage, setFail: (v: boolean) => (fail = v) };
}

let list: PagedList<string>;
function Screen({ fetchPage }: { fetchPage: (n: number) => Promise<Page<string>> }) {
  list = usePagedList(['test/list'], fetchPage);
  return <p data-testid="items">{list.items.join(',')}</p>;
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
const items = () => screen.getByTestId('items').textContent;

async function loadThreePages(s: ReturnType<typeof server>) {
  render(<Screen fetchPage={s.fetchPage} />, { wrapper: fresh });
  await waitFor(() => expect(items()).toBe('p1a#1,p1b'));
  await act(() => list.loadMore());
  await act(() => list.loadMore());
  await waitFor(() => expect(items()).toBe('p1a#1,p1b,p2a#2,p2b,p3a#3,p3b'));
}

describe('usePagedList refresh', () => {
  it('fetches the first page once and drops the rest; scrolling then loads them afresh', async () => {
    const s = server();
    await loadThreePages(s);
    await act(() => list.refresh());
    await waitFor(() => expect(items()).toBe('p1a#4,p1b'));
    expect(s.calls).toEqual([1, 2, 3, 1]);
    await act(() => list.loadMore());
    await waitFor(() => expect(items()).toBe('p1a#4,p1b,p2a#5,p2b'));
    expect(s.calls).toEqual([1, 2, 3, 1, 2]);
  });

  it('keeps every loaded page when the first cannot be fetched', async () => {
    const s = server();
    await loadThreePages(s);
    s.setFail(true);
    await act(() => list.refresh());
    expect(items()).toBe('p1a#1,p1b,p2a#2,p2b,p3a#3,p3b');
  });
});

describe('usePagedList items', () => {
  it('is the same array across renders until a page arrives, so a screen can defer drawing it', async () => {
    const s = server();
    const { rerender } = render(<Screen fetchPage={s.fetchPage} />, { wrapper: fresh });
    await waitFor(() => expect(items()).toBe('p1a#1,p1b'));
    const first = list.items;
    rerender(<Screen fetchPage={s.fetchPage} />);
    expect(list.items).toBe(first);
    await act(() => list.loadMore());
    await waitFor(() => expect(list.items).toHaveLength(4));
    expect(list.items).not.toBe(first);
  });
});

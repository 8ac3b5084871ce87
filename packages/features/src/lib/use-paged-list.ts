import { useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Page } from '@bazaar/contract';

/**
 * An endless list as a screen reads it: the items so far, the total, and whether it is loading, at its end or failed.
 */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** First page on its way. */
  loading: boolean;
  /** A further page on its way. */
  listLoading: boolean;
  /** The last page has arrived. */
  finished: boolean;
  error: unknown;
  loadMore: () => Promise<unknown>;
  /**
   * Pull-to-refresh: fetches the first page again and drops the pages after it (they load afresh
   * on scrolling). When the first page cannot be fetched, every loaded page stays as it was.
   */
  refresh: () => Promise<unknown>;
}

/**
 * A paged list of the API (ThinkPHP paginator) as an infinite list: the key of
 * page n+1 is null once page n is the last, so SWR stops asking.
 * `key` null pauses the list (e.g. while signed out).
 */
export function usePagedList<T>(
  key: readonly unknown[] | null,
  fetchPage: (page: number) => Promise<Page<T>>,
  /** The first page, already known (a prerendered page's first data): shown until page 1 is fetched. */
  { firstPage }: { firstPage?: Page<T> } = {},
): PagedList<T> {
  const { cache, mutate: mutateKey } = useSWRConfig();
  // Read through `swr` only where needed: SWR re-renders for each state read (its getters), and a
  // list whose first page is being revalidated has nothing new to draw until it arrives.
  const fallbackData = useMemo(() => (firstPage ? [firstPage] : undefined), [firstPage]);
  const swr = useSWRInfinite(
    (index: number, previous: Page<T> | null) => {
      if (!key) return null;
      if (previous && previous.current_page >= previous.last_page) return null;
      return [...key, index + 1] as const;
    },
    (k: readonly unknown[]) => fetchPage(k[k.length - 1] as number),
    { revalidateFirstPage: false, fallbackData },
  );
  const { size, setSize, mutate } = swr;
  const pages = useMemo(() => swr.data ?? [], [swr.data]);
  // The same array until a page changes, so a screen can hand it to useDeferredValue.
  const items = useMemo(() => pages.flatMap((p) => p.data), [pages]);
  const last = pages[pages.length - 1];
  const finished = !!last && last.current_page >= last.last_page;
  return {
    items,
    total: last?.total ?? 0,
    // SWR counts fallback data as not loaded; a first page already known is.
    loading: !(firstPage && pages[0] === firstPage) && swr.isLoading,
    listLoading: pages.length > 0 && size > pages.length && swr.isValidating,
    finished,
    error: swr.error,
    loadMore: () => (finished ? Promise.resolve() : setSize(size + 1)),
    refresh: async () => {
      // Without a first page yet (it failed, or never loaded) there is nothing to keep: load it.
      if (!key || pages.length === 0) return mutate();
      let first: Page<T>;
      try {
        first = await fetchPage(1);
      } catch {
        // The client has told the shopper why; what was shown stays.
        return undefined;
      }
      // Revalidating every loaded page fetched them one by one (9 requests for 90 items).
      for (let page = 2; page <= pages.length; page += 1) cache.delete(unstable_serialize([...key, page]));
      await mutateKey(unstable_serialize([...key, 1]), first, { revalidate: false });
      return setSize(1);
    },
  };
}

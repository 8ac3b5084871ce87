import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const INFINITE_PREFIX = '$inf$';

/**
 * Refetches every cached answer of the given endpoints, wherever it is shown:
 * after a payment or a cancel the orders lists, counts, balance and bag change.
 * Keys follow the features' convention `[endpoint, …args]`. SWR's key filter
 * skips infinite lists, and those (with `revalidateFirstPage: false`) would
 * not refetch their pages anyway, so their pages are dropped from the cache:
 * a mounted list then reloads them, an unmounted one loads afresh next time.
 */
export function useRevalidate(): (...endpoints: string[]) => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (...endpoints: string[]) => {
      const matches = (key: string) => endpoints.some((e) => key === e || key.includes(`"${e}"`));
      const keys = [...cache.keys()].filter(matches);
      const infinite = keys.filter((k) => k.startsWith(INFINITE_PREFIX));
      // The pages of an infinite list are cached under their own keys, e.g. `[endpoint, status, page]`.
      const pages = infinite.length > 0 ? keys.filter((k) => !k.startsWith(INFINITE_PREFIX)) : [];
      for (const key of pages) cache.delete(key);
      return Promise.all(keys.map((key) => mutate(key)));
    },
    [cache, mutate],
  );
}

import useSWR from 'swr';
import type { Page } from '@bazaar/contract';
import { queryKeys } from '../../lib/queries/keys';

/**
 * One server page of a desk table, fetched again when its query changes; the last page stays on screen
 * while the next loads (the table shows it is loading), so the table never jumps to empty.
 */
export function useTablePage<Q extends object, T>(name: string, query: Q, fetch: (query: Q) => Promise<Page<T>>) {
  return useSWR(queryKeys.deskTable(name, query), () => fetch(query), { keepPreviousData: true });
}

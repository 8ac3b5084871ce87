import type { AdminListQuery, Page } from '@bazaar/contract';
import { type PagedList, queryKeys, usePagedList } from '../../lib';

/** A console queue: one paged admin list, re-fetched when its filter changes. */
export function useAdminList<T>(
  name: string,
  filter: Omit<AdminListQuery, 'page' | 'limit'>,
  fetch: (query: AdminListQuery) => Promise<Page<T>>,
): PagedList<T> {
  return usePagedList<T>(queryKeys.consoleQueue(name, filter.status ?? '', filter.keyword ?? ''), (page) =>
    fetch({ ...filter, page, limit: 20 }),
  );
}

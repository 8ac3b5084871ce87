import useSWR from 'swr';
import type { AdminFlashSession, FlashSessionStatus } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList, type PagedList } from '../../lib';
import { findInPages } from './read-pages';

/** The console's flash sessions of one status ('all': every one), latest start first, paged. */
export function useAdminFlashSessions(status: FlashSessionStatus | 'all'): PagedList<AdminFlashSession> {
  const api = useApi();
  return usePagedList<AdminFlashSession>(queryKeys.adminFlashSessions(status), (page) =>
    api.admin.flash.sessions({ page, limit: 20, ...(status === 'all' ? {} : { status }) }),
  );
}

/**
 * One session (`id` null: a new one loads nothing). There is no detail call, so the list is read page by page
 * until it turns up; null when there is no such session.
 */
export function useAdminFlashSession(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : queryKeys.adminFlashSession(id), () =>
    findInPages(
      (page, limit) => api.admin.flash.sessions({ page, limit }),
      (s) => s.id === id,
    ),
  );
}

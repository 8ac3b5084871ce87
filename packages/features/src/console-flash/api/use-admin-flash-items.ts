import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { findInPages } from './read-pages';

/** How often units sold are asked again while a session is live. */
export const LIVE_REFRESH_MS = 10_000;

/** A session's items on a phone, newest first, endless (a merchant's: its own shop's). */
export function useAdminFlashItems(sessionId: number) {
  const api = useApi();
  const { i18n } = useTranslation();
  return usePagedList(queryKeys.adminFlashItems(sessionId, i18n.language), (page) =>
    api.admin.flash.items({ session_id: sessionId, page, limit: 20 }),
  );
}

/** One server page of a session's items (the desk table), asked again every few seconds while `live`. */
export function useAdminFlashItemsPage(sessionId: number, page: number, limit: number, live: boolean) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useSWR(
    queryKeys.adminFlashItemsPage(sessionId, i18n.language, page, limit),
    () => api.admin.flash.items({ session_id: sessionId, page, limit }),
    { keepPreviousData: true, refreshInterval: live ? LIVE_REFRESH_MS : 0 },
  );
}

/** One item of a session (`id` null: a new one), read from the session's items page by page; null when not there. */
export function useAdminFlashItem(sessionId: number, id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : queryKeys.adminFlashItem(id), () =>
    findInPages(
      (page, limit) => api.admin.flash.items({ session_id: sessionId, page, limit }),
      (item) => item.id === id,
    ),
  );
}

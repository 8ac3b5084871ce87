import { useApi, usePagedList, useRevalidate, USER_KEY } from '../../lib';

export const NOTIFICATION_LIST_KEY = 'notification/list';

/** GET notification/list: newest first, endless. */
export function useNotifications() {
  const api = useApi();
  return usePagedList([NOTIFICATION_LIST_KEY], (page) => api.content.notifications({ page, limit: 20 }));
}

/** POST notification/read: some ids or all; the list and the user's unread count refresh. */
export function useMarkRead() {
  const api = useApi();
  const revalidate = useRevalidate();
  return async (target: { ids: number[] } | { all: true }) => {
    await api.content.readNotifications(target);
    await revalidate(NOTIFICATION_LIST_KEY, USER_KEY);
  };
}

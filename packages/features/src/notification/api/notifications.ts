import { queryKeys, useApi, usePagedList, useRefreshAfter } from '../../lib';

/** GET notification/list: newest first, endless. */
export function useNotifications() {
  const api = useApi();
  return usePagedList(queryKeys.notifications(), (page) => api.content.notifications({ page, limit: 20 }));
}

/** POST notification/read: some ids or all; the list and the user's unread count refresh. */
export function useMarkRead() {
  const api = useApi();
  const refresh = useRefreshAfter();
  return async (target: { ids: number[] } | { all: true }) => {
    await api.content.readNotifications(target);
    await refresh('readNotifications');
  };
}

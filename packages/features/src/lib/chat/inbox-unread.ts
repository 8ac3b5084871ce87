import useSWR from 'swr';
import { useApi } from '../api-provider';
import { queryKeys } from '../queries/keys';

/** How many conversations wait for an answer: the navigation's badge. Refreshed by sends, reads and every minute. */
export function useInboxUnread(enabled = true): number {
  const api = useApi();
  const { data } = useSWR(
    enabled ? queryKeys.inboxUnread() : null,
    () => api.admin.chat.conversations({ unread: true, limit: 1 }),
    { refreshInterval: 60_000 },
  );
  return data?.total ?? 0;
}

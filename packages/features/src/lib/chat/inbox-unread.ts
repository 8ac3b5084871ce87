import useSWR from 'swr';
import { useApi } from '../api-provider';
import { INBOX_KEY } from './chat-side';

/** How many conversations wait for an answer: the navigation's badge. Refreshed by sends, reads and every minute. */
export function useInboxUnread(enabled = true): number {
  const api = useApi();
  const { data } = useSWR(
    enabled ? [INBOX_KEY, 'unread'] : null,
    () => api.admin.chat.conversations({ unread: true, limit: 1 }),
    { refreshInterval: 60_000 },
  );
  return data?.total ?? 0;
}

import { useApi, usePagedList } from '../../lib';
import { INBOX_KEY } from '../../lib/chat';

export interface InboxFilter {
  unread: boolean;
  keyword: string;
}

/** GET admin/chat/conversations: the shop's conversations (every shop's for an operator), latest first. */
export function useInbox({ unread, keyword }: InboxFilter) {
  const api = useApi();
  const text = keyword.trim();
  return usePagedList([INBOX_KEY, 'list', unread, text], (page) =>
    api.admin.chat.conversations({ page, limit: 20, ...(unread && { unread }), ...(text && { keyword: text }) }),
  );
}

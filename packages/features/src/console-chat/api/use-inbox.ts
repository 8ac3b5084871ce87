import { queryKeys, useApi, usePagedList } from '../../lib';

export interface InboxFilter {
  unread: boolean;
  keyword: string;
}

/** GET admin/chat/conversations: the shop's conversations (every shop's for an operator), latest first. */
export function useInbox({ unread, keyword }: InboxFilter) {
  const api = useApi();
  const text = keyword.trim();
  return usePagedList(queryKeys.inbox(unread, text), (page) =>
    api.admin.chat.conversations({ page, limit: 20, ...(unread && { unread }), ...(text && { keyword: text }) }),
  );
}

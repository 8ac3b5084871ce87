import { queryKeys, useApi, usePagedList } from '../../lib';

/** GET chat/conversations: latest activity first, endless. */
export function useConversations() {
  const api = useApi();
  return usePagedList(queryKeys.chatConversations(), (page) => api.chat.conversations({ page, limit: 20 }));
}

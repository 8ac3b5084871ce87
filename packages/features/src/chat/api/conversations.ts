import { useApi, usePagedList } from '../../lib';

export const CHAT_CONVERSATIONS_KEY = 'chat/conversations';

/** GET chat/conversations: latest activity first, endless. */
export function useConversations() {
  const api = useApi();
  return usePagedList([CHAT_CONVERSATIONS_KEY], (page) => api.chat.conversations({ page, limit: 20 }));
}

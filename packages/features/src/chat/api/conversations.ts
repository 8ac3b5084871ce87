import { useApi, usePagedList } from '../../lib';
import { CHAT_CONVERSATIONS_KEY } from '../../lib/chat';

/** GET chat/conversations: latest activity first, endless. */
export function useConversations() {
  const api = useApi();
  return usePagedList([CHAT_CONVERSATIONS_KEY], (page) => api.chat.conversations({ page, limit: 20 }));
}

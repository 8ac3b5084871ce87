import type {
  AdminChatAwayBody,
  AdminChatConversation,
  AdminChatConversationsQuery,
  ChatAway,
  ChatConversation,
  ChatConversationsQuery,
  ChatMessage,
  ChatMessagesQuery,
  ChatReadAnswer,
  ChatReadBody,
  ChatSendBody,
  Page,
} from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/**
 * The calls both sides of a conversation share; `prefix` is `/chat` for shoppers and `/admin/chat` for operators.
 * A send is never deduplicated by the core: `client_id` already makes a retry safe, and a retry must reach the server.
 */
function conversationCalls(http: RequestFn, prefix: string) {
  return {
    /** Messages in `seq` order: after `after_seq`, the latest before `before_seq`, or the latest. */
    messages: (query: ChatMessagesQuery) =>
      http<ChatMessage[]>({ method: 'GET', url: `${prefix}/messages`, params: query }),
    /**
     * Sends one message; the same `client_id` answers the first message again.
     * @example await client.chat.send({ conversation_id: 3, client_id: 'c-1', text: 'Is blue in stock?' });
     */
    send: (body: ChatSendBody) =>
      http<ChatMessage>({ method: 'POST', url: `${prefix}/send`, data: body, dedupe: false, silent: true }),
    /** Marks the conversation read up to `seq`; answers what is still unread there. */
    read: (body: ChatReadBody) =>
      http<ChatReadAnswer>({ method: 'POST', url: `${prefix}/read`, data: body, dedupe: false, silent: true }),
  };
}

/** A shopper's conversations with shops (token). */
export function createChatApi(http: RequestFn) {
  return {
    /**
     * The caller's conversation with a shop, made on the first call.
     * @example const conversation = await client.chat.open(7);
     */
    open: (shopId: number) =>
      http<ChatConversation>({ method: 'POST', url: '/chat/open', data: { shop_id: shopId }, dedupe: false }),
    /** The caller's conversations, latest activity first. */
    conversations: (query: ChatConversationsQuery = {}) =>
      http<Page<ChatConversation>>({ method: 'GET', url: '/chat/conversations', params: query }),
    ...conversationCalls(http, '/chat'),
  };
}
/** The shopper's chat with shops: opening a conversation, the conversations, their messages, sending and marking as read. */
export type ChatApi = ReturnType<typeof createChatApi>;

/** A shop's side of its conversations (admin token): merchants see their own shop, operators any. */
export function createAdminChatApi(http: RequestFn) {
  return {
    /** Conversations with the shopper, filtered by shop, unread and keyword (nickname or text). */
    conversations: (query: AdminChatConversationsQuery = {}) =>
      http<Page<AdminChatConversation>>({ method: 'GET', url: '/admin/chat/conversations', params: query }),
    /** The shop's away message (`shopId`: operators name the shop, a merchant's is its own). */
    away: (shopId?: number) =>
      http<ChatAway>({ method: 'GET', url: '/admin/chat/away', params: shopId ? { shop_id: shopId } : {} }),
    /**
     * Sets the away message: while enabled, a shopper's first message of a day gets it as an automatic reply.
     * @example await client.admin.chat.saveAway({ enabled: true, text: 'Back on Monday.' });
     */
    saveAway: (body: AdminChatAwayBody) => http<ChatAway>({ method: 'POST', url: '/admin/chat/away', data: body }),
    ...conversationCalls(http, '/admin/chat'),
  };
}
/** The shop's side of chat in the console: its conversations, messages, replies, and the away message. */
export type AdminChatApi = ReturnType<typeof createAdminChatApi>;

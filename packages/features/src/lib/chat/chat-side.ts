import type { BazaarClient } from '@bazaar/api-client';
import { adminSession } from '../admin-session';
import { tokenStore } from '../session';
import { ENDPOINTS } from '../queries/keys';

/**
 * One side of a conversation as the screens speak it: the shopper in the shop, the shop (a merchant or an
 * operator) in the console. The thread and the live socket are the same for both; these are the differences.
 */
export interface ChatSide {
  /** The sender this side writes as. */
  mine: 'shopper' | 'shop';
  /** The WebSocket path (contract: chat/socket or admin/chat/socket). */
  socketPath: string;
  /** The token the socket's first frame carries. */
  token: () => string | undefined;
  /** messages, send and read of this side. */
  calls: (api: BazaarClient) => Pick<BazaarClient['chat'], 'messages' | 'send' | 'read'>;
  /** SWR keys to revalidate when this side reads or sends: its conversation list and unread counts. */
  listKeys: readonly string[];
}

export const shopperSide: ChatSide = {
  mine: 'shopper',
  socketPath: '/api/chat/socket',
  token: () => tokenStore.get(),
  calls: (api) => api.chat,
  listKeys: [ENDPOINTS.chatConversations, ENDPOINTS.user],
};

export const shopSide: ChatSide = {
  mine: 'shop',
  socketPath: '/api/admin/chat/socket',
  token: () => adminSession.token(),
  calls: (api) => api.admin.chat,
  listKeys: [ENDPOINTS.adminChatConversations],
};

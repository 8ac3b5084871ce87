import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatReadFrame } from '@bazaar/contract';
import { chatSocketUrl, createChatSocket, type BazaarClient, type ChatSocket } from '@bazaar/api-client';
import { tokenStore, useApi } from '../../lib';

type Listener = { message?: (m: ChatMessage) => void; read?: (f: ChatReadFrame) => void; reconnect?: () => void };

const listeners = new Set<Listener>();
let socket: ChatSocket | undefined;

/** One socket per page for every screen that listens, opened with the first and closed with the last. */
function ensureSocket(api: BazaarClient): ChatSocket {
  socket ??= createChatSocket(chatSocketUrl('/api/chat/socket'), () => tokenStore.get(), {
    onMessage: (m) => listeners.forEach((l) => l.message?.(m)),
    onRead: (f) => listeners.forEach((l) => l.read?.(f)),
    onReconnect: () => listeners.forEach((l) => l.reconnect?.()),
    resume: (id, after) => api.chat.messages({ conversation_id: id, after_seq: after, limit: 100 }),
  });
  return socket;
}

/** Live messages and read marks of the shopper's conversations; the handlers may change between renders. */
export function useChatLive(handlers: Listener): ChatSocket | undefined {
  const api = useApi();
  const latest = useRef(handlers);
  latest.current = handlers;
  const ref = useRef<ChatSocket | undefined>(undefined);
  useEffect(() => {
    const listener: Listener = {
      message: (m) => latest.current.message?.(m),
      read: (f) => latest.current.read?.(f),
      reconnect: () => latest.current.reconnect?.(),
    };
    listeners.add(listener);
    ref.current = ensureSocket(api);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        socket?.close();
        socket = undefined;
      }
    };
  }, [api]);
  return ref.current;
}

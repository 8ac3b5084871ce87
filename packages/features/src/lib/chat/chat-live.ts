import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatReadFrame } from '@bazaar/contract';
import { chatSocketUrl, createChatSocket, type BazaarClient, type ChatSocket } from '@bazaar/api-client';
import { useApi } from '../api-provider';
import { shopperSide, type ChatSide } from './chat-side';

type Listener = { message?: (m: ChatMessage) => void; read?: (f: ChatReadFrame) => void; reconnect?: () => void };

/** One socket per side and page for every screen that listens, opened with the first and closed with the last. */
const live = new Map<ChatSide, { socket: ChatSocket; listeners: Set<Listener> }>();

function join(api: BazaarClient, side: ChatSide, listener: Listener): ChatSocket {
  let entry = live.get(side);
  if (!entry) {
    const listeners = new Set<Listener>();
    const socket = createChatSocket(chatSocketUrl(side.socketPath), side.token, {
      onMessage: (m) => listeners.forEach((l) => l.message?.(m)),
      onRead: (f) => listeners.forEach((l) => l.read?.(f)),
      onReconnect: () => listeners.forEach((l) => l.reconnect?.()),
      resume: (id, after) => side.calls(api).messages({ conversation_id: id, after_seq: after, limit: 100 }),
    });
    entry = { socket, listeners };
    live.set(side, entry);
  }
  entry.listeners.add(listener);
  return entry.socket;
}

function leave(side: ChatSide, listener: Listener) {
  const entry = live.get(side);
  if (!entry) return;
  entry.listeners.delete(listener);
  if (entry.listeners.size > 0) return;
  entry.socket.close();
  live.delete(side);
}

/** Live messages and read marks of one side's conversations; the handlers may change between renders. */
export function useChatLive(handlers: Listener, side: ChatSide = shopperSide): ChatSocket | undefined {
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
    ref.current = join(api, side, listener);
    return () => leave(side, listener);
  }, [api, side]);
  return ref.current;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatSendBody } from '@bazaar/contract';
import { useApi } from '../api-provider';
import { useRevalidate } from '../revalidate';
import { shopperSide, type ChatSide } from './chat-side';
import { useChatLive } from './chat-live';

/** What to send, without the conversation and the client id the thread adds. */
export type ChatContent = Omit<ChatSendBody, 'conversation_id' | 'client_id'>;

/** A message of mine not confirmed by the server yet, or refused on the way. */
export type PendingMessage = { client_id: string; content: ChatContent; failed: boolean };

const newClientId = () =>
  globalThis.crypto?.randomUUID?.() ?? `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Adds messages, each `seq` once, in `seq` order. */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(list.map((m) => [m.seq, m]));
  for (const m of more) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

const sameContent = (p: PendingMessage, m: ChatMessage) =>
  (p.content.text !== undefined && p.content.text.trim() === m.text) ||
  (p.content.image !== undefined && p.content.image === m.image) ||
  (p.content.product_id !== undefined && p.content.product_id === m.product?.id) ||
  (p.content.order_id !== undefined && p.content.order_id === m.order?.id);

/** Pending sends less one for each of `echoes` (my messages as the server has them) with the same content. */
export function withoutEchoes(pending: PendingMessage[], echoes: ChatMessage[]): PendingMessage[] {
  const left = [...pending];
  for (const m of echoes) {
    const i = left.findIndex((p) => !p.failed && sameContent(p, m));
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/**
 * One conversation as its screen shows it: the latest messages, older ones on demand, new ones live from the
 * socket, my sends with their `client_id` (a retry sends the same one, so the shop never gets it twice) and the
 * other side's messages marked read as they arrive. `side` is who reads it: the shopper (the shop's screens) or the
 * shop (the console's inbox).
 */
export function useChatThread(conversationId: number, side: ChatSide = shopperSide) {
  const api = useApi();
  const calls = side.calls(api);
  const { mine, listKeys } = side;
  const revalidate = useRevalidate();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [hasOlder, setHasOlder] = useState(true);
  const readUpTo = useRef(0);

  const markRead = useCallback(
    (list: ChatMessage[]) => {
      const last = [...list].reverse().find((m) => m.sender !== mine);
      if (!last || last.seq <= readUpTo.current) return;
      readUpTo.current = last.seq;
      void calls
        .read({ conversation_id: conversationId, seq: last.seq })
        .then(() => revalidate(...listKeys))
        .catch(() => undefined);
    },
    [calls, conversationId, mine, listKeys, revalidate],
  );

  const add = useCallback(
    (more: ChatMessage[]) => {
      setMessages((list) => mergeMessages(list, more));
      // My own message may come back over the socket before its send answers: it is no longer pending.
      const echoes = more.filter((m) => m.sender === mine);
      if (echoes.length > 0) setPending((list) => withoutEchoes(list, echoes));
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') markRead(more);
    },
    [markRead, mine],
  );

  const socket = useChatLive(
    {
      message: (m) => m.conversation_id === conversationId && add([m]),
      read: (f) =>
        f.conversation_id === conversationId &&
        setMessages((list) => list.map((m) => (m.sender === mine && m.seq <= f.seq ? { ...m, read: true } : m))),
    },
    side,
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    setMessages([]);
    setPending([]);
    readUpTo.current = 0;
    calls
      .messages({ conversation_id: conversationId })
      .then((list) => {
        if (!live) return;
        setMessages(list);
        setHasOlder(list.length >= 30);
        setFailed(false);
        markRead(list);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [calls, conversationId, markRead]);

  useEffect(() => {
    const last = messages[messages.length - 1];
    if (last) socket?.track(conversationId, last.seq);
  }, [socket, conversationId, messages]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || !hasOlder) return;
    const older = await calls.messages({ conversation_id: conversationId, before_seq: first.seq });
    setHasOlder(older.length >= 30 && older[0]!.seq > 1);
    setMessages((list) => mergeMessages(list, older));
  }, [calls, conversationId, hasOlder, messages]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      setPending((list) => [...list.filter((p) => p.client_id !== item.client_id), { ...item, failed: false }]);
      try {
        const sent = await calls.send({
          conversation_id: conversationId,
          client_id: item.client_id,
          ...item.content,
        });
        setMessages((list) => mergeMessages(list, [sent]));
        setPending((list) => list.filter((p) => p.client_id !== item.client_id));
        void revalidate(...listKeys);
      } catch {
        setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, failed: true } : p)));
      }
    },
    [calls, conversationId, listKeys, revalidate],
  );

  const send = useCallback(
    (content: ChatContent) => deliver({ client_id: newClientId(), content, failed: false }),
    [deliver],
  );
  const retry = useCallback((item: PendingMessage) => deliver(item), [deliver]);

  return { messages, pending, loading, failed, hasOlder, loadOlder, send, retry };
}

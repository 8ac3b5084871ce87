import { useLayoutEffect, useRef } from 'react';
import { EmptyState } from '@bazaar/design-system';
import { MessageBubble, PendingBubble } from './message-bubble';
import type { useChatThread } from './thread';

export interface ChatLogProps {
  thread: ReturnType<typeof useChatThread>;
  /** The sender this side writes as. */
  mine: 'shopper' | 'shop';
  /** Shown when the conversation has no message yet. */
  emptyText: string;
  onOpenProduct?: (id: number) => void;
  onOpenOrder?: (id: number) => void;
  className?: string;
}

/**
 * A conversation's messages and my sends on their way, as a live region; keeps the newest in view as
 * messages arrive (not when earlier ones are prepended). The shop's thread and the console's inbox show it.
 */
export function ChatLog({ thread, mine, emptyText, onOpenProduct, onOpenOrder, className }: ChatLogProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = thread.messages[thread.messages.length - 1]?.seq;
  useLayoutEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last, thread.pending.length]);
  const count = thread.messages.length + thread.pending.length;
  return (
    <div className={className} role="log" aria-live="polite" aria-busy={thread.loading}>
      {!thread.loading && count === 0 && <EmptyState description={emptyText} />}
      {thread.messages.map((m) => (
        <MessageBubble key={m.seq} message={m} mine={mine} onOpenProduct={onOpenProduct} onOpenOrder={onOpenOrder} />
      ))}
      {thread.pending.map((p) => (
        <PendingBubble key={p.client_id} item={p} onRetry={(item) => void thread.retry(item)} />
      ))}
      <div ref={end} />
    </div>
  );
}

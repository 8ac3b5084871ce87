import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './chat-inbox.css';

/** The inbox's parts (conversations, the open one, its aside) and whether it lays them side by side at a desk. */
export type ChatInboxProps = {
  /** At a desk the panes stand side by side; on a phone the list, or the open conversation alone. */
  desk: boolean;
  /** The conversations (rows, search, filters). */
  list: ReactNode;
  /** The open conversation; without one a desk shows `placeholder` beside the list. */
  thread?: ReactNode;
  /** What goes with the open conversation (e.g. the shopper's orders): a column at a desk, folded above it on a phone. */
  aside?: ReactNode;
  /** The fold's title on a phone. @default 'Details' */
  asideLabel?: string;
  /** A desk's middle pane while no conversation is open. */
  placeholder?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The English name of the aside (Details) when not given. */
export const chatInboxDefaults = { asideLabel: 'Details' } as const;

/** The layout of a shop's inbox: conversations | the open one | its aside at a desk; one after another on a phone. */
export function ChatInbox({
  desk,
  list,
  thread,
  aside,
  asideLabel = chatInboxDefaults.asideLabel,
  placeholder,
  className,
  style,
}: ChatInboxProps) {
  if (!desk) {
    return (
      <div className={cx('bz-chat-inbox', className)} style={style}>
        {thread ? (
          <>
            {aside && (
              <details className="bz-chat-inbox__fold">
                <summary>{asideLabel}</summary>
                {aside}
              </details>
            )}
            {thread}
          </>
        ) : (
          list
        )}
      </div>
    );
  }
  return (
    <div className={cx('bz-chat-inbox', 'bz-chat-inbox--desk', className)} style={style}>
      {list}
      {thread ?? <div className="bz-chat-inbox__placeholder">{placeholder}</div>}
      {thread && aside && <aside className="bz-chat-inbox__aside">{aside}</aside>}
    </div>
  );
}

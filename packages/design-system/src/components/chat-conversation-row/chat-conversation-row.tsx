import type { CSSProperties, ReactNode } from 'react';
import { cx, pressableProps } from '../../utils/pressable';
import './chat-conversation-row.css';

/**
 * One conversation of a list: avatar, name, the last message and its time, the unread count, and what opening it does.
 */
export type ChatConversationRowProps = {
  /** The other side's picture (a shop's logo or a shopper's avatar); its initial without one. */
  avatar?: string;
  name: string;
  /** The last message as a line of text, e.g. "[Picture]" for a picture. */
  lastMessage?: ReactNode;
  /** Already formatted, e.g. "09:30" or "Mon". */
  time?: ReactNode;
  /** Messages of the other side not read yet. @default 0 */
  unread?: number;
  /** Announces the unread count, e.g. (n) => `${n} unread`. @default (n) => `${n} unread` */
  unreadLabel?: (count: number) => string;
  /** The open conversation (side by side layouts). */
  active?: boolean;
  onClick?: () => void;
  className?: string;
  style?: CSSProperties;
};

/** The English name of the unread count ("3 unread") when not given. */
export const chatConversationRowDefaults = { unreadLabel: (count: number) => `${count} unread` } as const;

/** One conversation in a list: avatar, name, the last message, its time and the unread count. */
export function ChatConversationRow({
  avatar,
  name,
  lastMessage,
  time,
  unread = 0,
  unreadLabel = chatConversationRowDefaults.unreadLabel,
  active = false,
  onClick,
  className,
  style,
}: ChatConversationRowProps) {
  const badge = unread > 99 ? '99+' : String(unread);
  return (
    <div
      className={cx(
        'bz-chat-conversation-row',
        unread > 0 && 'bz-chat-conversation-row--unread',
        active && 'bz-chat-conversation-row--active',
        className,
      )}
      style={style}
      aria-current={active || undefined}
      {...pressableProps(onClick)}
    >
      {avatar ? (
        <img className="bz-chat-conversation-row__avatar" src={avatar} alt="" loading="lazy" />
      ) : (
        <span className="bz-chat-conversation-row__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="bz-chat-conversation-row__main">
        <div className="bz-chat-conversation-row__head">
          <span className="bz-chat-conversation-row__name">{name}</span>
          {time && <time className="bz-chat-conversation-row__time">{time}</time>}
        </div>
        <div className="bz-chat-conversation-row__foot">
          <span className="bz-chat-conversation-row__last">{lastMessage}</span>
          {unread > 0 && (
            <span className="bz-chat-conversation-row__badge" role="img" aria-label={unreadLabel(unread)}>
              {badge}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { cx, pressableProps } from '../../utils/pressable';
import './notification-item.css';

/** The notification to show (kind, title, time, message), whether it is unread, and what a tap does. */
export type NotificationItemProps = {
  title: ReactNode;
  content: ReactNode;
  /** Already formatted, e.g. "2026-11-21 09:30". */
  time: ReactNode;
  unread?: boolean;
  /** Announced for an unread item (the dot is decorative). @default 'Unread' */
  unreadLabel?: string;
  /** A short kind label or icon on the left, e.g. "Refund". */
  kind?: ReactNode;
  /** Makes the item a button (e.g. mark as read and open). */
  onClick?: () => void;
  className?: string;
  style?: CSSProperties;
};

/** The English name of the unread dot when not given. */
export const notificationItemDefaults = { unreadLabel: 'Unread' } as const;

/** One notification: kind, title with an unread dot, time, and the message. */
export function NotificationItem({
  title,
  content,
  time,
  unread = false,
  unreadLabel = notificationItemDefaults.unreadLabel,
  kind,
  onClick,
  className,
  style,
}: NotificationItemProps) {
  return (
    <article
      className={cx('bz-notification-item', unread && 'bz-notification-item--unread', className)}
      style={style}
      {...pressableProps(onClick)}
    >
      <header className="bz-notification-item__head">
        {kind && <span className="bz-notification-item__kind">{kind}</span>}
        <h3 className="bz-notification-item__title">
          {unread && <span className="bz-notification-item__dot" role="img" aria-label={unreadLabel} />}
          {title}
        </h3>
        <time className="bz-notification-item__time">{time}</time>
      </header>
      <p className="bz-notification-item__content">{content}</p>
    </article>
  );
}

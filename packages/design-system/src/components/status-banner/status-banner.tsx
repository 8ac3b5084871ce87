import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import './status-banner.css';

/** The one-line message about the app (offline, a new version) and its optional action. */
export type StatusBannerProps = {
  /** The message. */
  message: ReactNode;
  /** `warning` for a state the shopper should notice (offline), `info` for news (a new version). @default 'info' */
  tone?: 'info' | 'warning';
  /** Where the bar sits: pinned to the top or the bottom of the viewport, or in the page's flow. @default 'top' */
  placement?: 'top' | 'bottom' | 'inline';
  /** Label of the optional action button (e.g. "Reload"). */
  actionText?: ReactNode;
  /** Shows the action button when given together with `actionText`. */
  onAction?: () => void;
  className?: string;
  style?: CSSProperties;
};

/**
 * A one-line bar about the app itself rather than the page: "You are offline", "A new version is
 * ready — Reload". Announced politely to screen readers (`role="status"`).
 */
export function StatusBanner({
  message,
  tone = 'info',
  placement = 'top',
  actionText,
  onAction,
  className,
  style,
}: StatusBannerProps) {
  return (
    <div
      role="status"
      className={cx('bz-status-banner', `bz-status-banner--${tone}`, `bz-status-banner--${placement}`, className)}
      style={style}
    >
      <span className="bz-status-banner__message">{message}</span>
      {actionText && onAction && (
        <Button className="bz-status-banner__action" size="small" shape="rounded" onClick={onAction}>
          {actionText}
        </Button>
      )}
    </div>
  );
}

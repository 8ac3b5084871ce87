import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import './empty-state.css';

/** The message of an empty list or a search with no results, and an optional action under it. */
export type EmptyStateProps = {
  /** Image URL, or any node (icon, illustration). @default a neutral box illustration */
  image?: string | ReactNode;
  /** Alt text when `image` is a URL. @default '' (decorative) */
  imageAlt?: string;
  /** The message. */
  description: ReactNode;
  /** Label of the optional action button. */
  actionText?: ReactNode;
  /** Shows the action button when given together with `actionText`. */
  onAction?: () => void;
  className?: string;
  style?: CSSProperties;
};

const defaultImage = (
  <svg viewBox="0 0 96 96" aria-hidden="true" className="bz-empty-state__illustration">
    <ellipse cx="48" cy="82" rx="30" ry="5" fill="currentColor" opacity=".12" />
    <path d="M18 34l30-14 30 14v34L48 82 18 68z" fill="currentColor" opacity=".18" />
    <path d="M18 34l30 14 30-14M48 48v34" fill="none" stroke="currentColor" strokeWidth="3" opacity=".45" />
    <path d="M18 34l30-14 30 14" fill="none" stroke="currentColor" strokeWidth="3" opacity=".45" />
  </svg>
);

/** An illustration, a message and an optional action, for empty lists and searches with no results. */
export function EmptyState({
  image = defaultImage,
  imageAlt = '',
  description,
  actionText,
  onAction,
  className,
  style,
}: EmptyStateProps) {
  return (
    <div className={cx('bz-empty-state', className)} style={style}>
      <div className="bz-empty-state__image">
        {typeof image === 'string' ? <img src={image} alt={imageAlt} /> : image}
      </div>
      <p className="bz-empty-state__description">{description}</p>
      {actionText && onAction && (
        <Button className="bz-empty-state__action" color="primary" fill="outline" shape="rounded" onClick={onAction}>
          {actionText}
        </Button>
      )}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './section-header.css';

/** A section's title, its heading level, and an optional "more" action. */
export type SectionHeaderProps = {
  title: ReactNode;
  /** Optional line under the title. */
  subtitle?: ReactNode;
  /** Text of the "more" action. @default 'More' */
  moreText?: ReactNode;
  /** Shows the "more" action when given. */
  onMore?: () => void;
  /** Heading level, to keep the page outline right. @default 2 */
  level?: 2 | 3 | 4;
  className?: string;
  style?: CSSProperties;
};

/** A section title with an optional "more" action. */
export function SectionHeader({
  title,
  subtitle,
  moreText = 'More',
  onMore,
  level = 2,
  className,
  style,
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx('bz-section-header', className)} style={style}>
      <div className="bz-section-header__text">
        <Heading className="bz-section-header__title">{title}</Heading>
        {subtitle && <p className="bz-section-header__subtitle">{subtitle}</p>}
      </div>
      {onMore && (
        <button type="button" className="bz-section-header__more" onClick={onMore}>
          {moreText}
          <svg viewBox="0 0 16 16" aria-hidden="true" className="bz-section-header__chevron">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

import type { CSSProperties } from 'react';
import { useNumberFormat } from '../../number-format';
import { cx } from '../../utils/pressable';
import './rating.css';

/** The score to show as stars, out of how many, and the label it is announced with. */
export type RatingProps = {
  /** The score, 0 to `max`; fractions fill a star partly. */
  value: number;
  /** @default 5 */
  max?: number;
  /** Accessible name, read as "<label> <value> / <max>". @default 'Rating' */
  label?: string;
  /** Show the number after the stars. @default false */
  showValue?: boolean;
  /** @default 'm' */
  size?: 's' | 'm' | 'l';
  className?: string;
  style?: CSSProperties;
};

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Read-only stars (scores of reviews and shops). */
export function Rating({
  value,
  max = 5,
  label = 'Rating',
  showValue = false,
  size = 'm',
  className,
  style,
}: RatingProps) {
  const score = Math.min(Math.max(value, 0), max);
  const text = useNumberFormat().decimal(score);
  return (
    <span
      role="img"
      aria-label={`${label} ${text} / ${max}`}
      className={cx('bz-rating', `bz-rating--${size}`, className)}
      style={style}
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.min(Math.max(score - i, 0), 1);
        return (
          <span key={i} className="bz-rating__star" aria-hidden="true">
            <svg viewBox="0 0 20 20" className="bz-rating__empty">
              <path d={STAR} fill="currentColor" />
            </svg>
            {fill > 0 && (
              <span className="bz-rating__fill" style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 20 20">
                  <path d={STAR} fill="currentColor" />
                </svg>
              </span>
            )}
          </span>
        );
      })}
      {showValue && (
        <span className="bz-rating__value" aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}

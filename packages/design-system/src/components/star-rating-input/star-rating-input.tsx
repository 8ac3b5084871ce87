import { useId, type CSSProperties, type KeyboardEvent } from 'react';
import { cx } from '../../utils/pressable';
import './star-rating-input.css';

/** The score chosen, out of how many stars, the group's label, and what choosing does. */
export type StarRatingInputProps = {
  /** 1 to `max`; 0 means nothing chosen yet. */
  value: number;
  onChange: (value: number) => void;
  /** Name of the group, e.g. "Product score". */
  label: string;
  /** @default 5 */
  max?: number;
  /** Accessible name of each star. @default (n, max) => `${n} / ${max}` */
  starLabel?: (n: number, max: number) => string;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** Five stars, each announced as "n / 5", when not given. */
export const starRatingInputDefaults = {
  max: 5,
  starLabel: (n: number, max: number) => `${n} / ${max}`,
} as const;

/** Whole-star score picker: a radio group of stars (arrow keys move the score). */
export function StarRatingInput({
  value,
  onChange,
  label,
  max = starRatingInputDefaults.max,
  starLabel = starRatingInputDefaults.starLabel,
  disabled = false,
  className,
  style,
}: StarRatingInputProps) {
  const id = useId();
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const onKey = (e: KeyboardEvent) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (!step || disabled) return;
    e.preventDefault();
    onChange(Math.min(max, Math.max(1, (value || 0) + step)));
  };
  return (
    <div className={cx('bz-star-rating-input', className)} style={style}>
      <span className="bz-star-rating-input__label" id={id}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={id} className="bz-star-rating-input__stars" onKeyDown={onKey}>
        {stars.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={starLabel(n, max)}
            tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
            disabled={disabled}
            className={cx('bz-star-rating-input__star', n <= value && 'bz-star-rating-input__star--on')}
            onClick={() => onChange(n)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './sort-bar.css';

/** A plain sort, or a two-way one (e.g. price) that toggles between its ascending and descending values. */
export type SortOption = { value: string; label: ReactNode } | { label: ReactNode; asc: string; desc: string };

/** The sort options, the one chosen with its direction, and what choosing does. */
export type SortBarProps = {
  options: SortOption[];
  /** The active sort value. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the group. @default 'Sort' */
  label?: string;
  /** Read after a two-way option's label. @default 'ascending' / 'descending' */
  ascLabel?: string;
  descLabel?: string;
  className?: string;
  style?: CSSProperties;
};

const isTwoWay = (o: SortOption): o is Extract<SortOption, { asc: string }> => 'asc' in o;

function Arrows({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <svg viewBox="0 0 8 14" aria-hidden="true" className="bz-sort-bar__arrows">
      <path d="M4 1L7 5H1z" className={direction === 'asc' ? 'bz-sort-bar__arrow--on' : undefined} />
      <path d="M4 13L1 9h6z" className={direction === 'desc' ? 'bz-sort-bar__arrow--on' : undefined} />
    </svg>
  );
}

/** Sort tabs under a list; a two-way option shows arrows and flips direction on each tap. */
export function SortBar({
  options,
  value,
  onChange,
  label = 'Sort',
  ascLabel = 'ascending',
  descLabel = 'descending',
  className,
  style,
}: SortBarProps) {
  return (
    <div role="group" aria-label={label} className={cx('bz-sort-bar', className)} style={style}>
      {options.map((option) => {
        if (!isTwoWay(option)) {
          const active = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              className={cx('bz-sort-bar__item', active && 'bz-sort-bar__item--active')}
              onClick={() => !active && onChange(option.value)}
            >
              {option.label}
            </button>
          );
        }
        const direction = value === option.asc ? 'asc' : value === option.desc ? 'desc' : undefined;
        return (
          <button
            key={option.asc}
            type="button"
            aria-pressed={direction !== undefined}
            className={cx('bz-sort-bar__item', direction && 'bz-sort-bar__item--active')}
            onClick={() => onChange(direction === 'asc' ? option.desc : option.asc)}
          >
            {option.label}
            {direction && <span className="bz-visually-hidden"> {direction === 'asc' ? ascLabel : descLabel}</span>}
            <Arrows direction={direction} />
          </button>
        );
      })}
    </div>
  );
}

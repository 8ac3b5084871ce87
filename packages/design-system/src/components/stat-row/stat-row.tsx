import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './stat-row.css';

/** One cell of a stat row: its label, count or icon with a badge, and where it leads. */
export type StatItem = {
  key: string;
  label: ReactNode;
  /** The count; a badge over the icon when there is one, else the figure itself. */
  count?: number;
  icon?: ReactNode;
  href?: string;
  onClick?: () => void;
};

/** The cells of a grid of labelled counts and how many columns it has. */
export type StatRowProps = {
  items: StatItem[];
  /** Cells per line; more items wrap. @default 5 */
  columns?: number;
  className?: string;
  style?: CSSProperties;
};

function Cell({ item }: { item: StatItem }) {
  const count = item.count ?? 0;
  const body = (
    <>
      {item.icon ? (
        <span className="bz-stat-row__icon">
          {item.icon}
          {count > 0 && <span className="bz-stat-row__badge">{count > 99 ? '99+' : count}</span>}
        </span>
      ) : (
        <span className={cx('bz-stat-row__value', count === 0 && 'bz-stat-row__value--zero')}>{count}</span>
      )}
      <span className="bz-stat-row__label">{item.label}</span>
    </>
  );
  if (item.href !== undefined) {
    return (
      <a
        className="bz-stat-row__cell"
        href={item.href}
        onClick={
          item.onClick &&
          ((e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            item.onClick?.();
          })
        }
      >
        {body}
      </a>
    );
  }
  return (
    <button type="button" className="bz-stat-row__cell" onClick={item.onClick}>
      {body}
    </button>
  );
}

/** A grid of labelled counts that lead somewhere, e.g. orders per status on the "me" page. */
export function StatRow({ items, columns = 5, className, style }: StatRowProps) {
  return (
    <ul
      className={cx('bz-stat-row', className)}
      style={{ ...style, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <Cell item={item} />
        </li>
      ))}
    </ul>
  );
}

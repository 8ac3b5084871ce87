import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './menu-list.css';

/** One row of a menu: icon, title, the value at its end, a count badge, and where it leads or what it does. */
export type MenuItem = {
  key: string;
  title: ReactNode;
  icon?: ReactNode;
  /** Text at the end of the row (a current value, a status). */
  extra?: ReactNode;
  /** A count badge; hidden when 0 or absent. */
  badge?: number;
  /** A link target; the row renders as an `a` (open in a new tab, long-press work). */
  href?: string;
  onClick?: () => void;
  /** Red text, no chevron (sign out). */
  danger?: boolean;
};

/** The rows of one rounded menu group (the "me" and settings pages). */
export type MenuListProps = {
  items: MenuItem[];
  /** A small heading over the group. */
  header?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

const chevron = (
  <svg viewBox="0 0 16 16" aria-hidden="true" className="bz-menu-list__chevron">
    <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

function Row({ item }: { item: MenuItem }) {
  const body = (
    <>
      {item.icon && <span className="bz-menu-list__icon">{item.icon}</span>}
      <span className="bz-menu-list__title">{item.title}</span>
      {item.extra !== undefined && <span className="bz-menu-list__extra">{item.extra}</span>}
      {!!item.badge && (
        <span className="bz-menu-list__badge" aria-label={String(item.badge)}>
          {item.badge > 99 ? '99+' : item.badge}
        </span>
      )}
      {!item.danger && chevron}
    </>
  );
  const className = cx('bz-menu-list__row', item.danger && 'bz-menu-list__row--danger');
  if (item.href !== undefined) {
    return (
      <a
        className={className}
        href={item.href}
        onClick={
          item.onClick &&
          ((e) => {
            // Plain clicks go through the app's router; modified clicks keep the browser's behaviour.
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
    <button type="button" className={className} onClick={item.onClick}>
      {body}
    </button>
  );
}

/** A grouped list of navigation rows for the "me" and settings pages. */
export function MenuList({ items, header, className, style }: MenuListProps) {
  return (
    <section className={cx('bz-menu-list', className)} style={style}>
      {header && <h2 className="bz-menu-list__header">{header}</h2>}
      <ul className="bz-menu-list__items">
        {items.map((item) => (
          <li key={item.key}>
            <Row item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { cx } from '../../utils/pressable';
import './category-grid.css';

/** One category shortcut: its id, name and icon. */
export type CategoryItem = {
  id: number | string;
  key?: string;
  name: string;
  /** Image URL, or a short text/emoji; any node is rendered as is. */
  icon: string | ReactNode;
};

/** The categories to show as shortcuts and what choosing one does. */
export type CategoryGridProps = {
  categories: CategoryItem[];
  onSelect?: (category: CategoryItem) => void;
  /** Items per row. @default 5 */
  columns?: number;
  /** Shows `columns * 2` placeholders instead of the items. @default false */
  loading?: boolean;
  /** Accessible name of the group. @default 'Categories' */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

const isUrl = (s: string) => /^(https?:|data:|\/|\.\/)/.test(s);

function renderIcon(icon: CategoryItem['icon']) {
  if (typeof icon !== 'string') return icon;
  return isUrl(icon) ? (
    <LazyImage className="bz-category-grid__img" src={icon} alt="" />
  ) : (
    <span aria-hidden="true">{icon}</span>
  );
}

/** The home page category shortcuts: an icon and a name per category, one button each. */
export function CategoryGrid({
  categories,
  onSelect,
  columns = 5,
  loading = false,
  label = 'Categories',
  className,
  style,
}: CategoryGridProps) {
  const gridStyle = { '--bz-category-grid-columns': columns, ...style } as CSSProperties;
  return (
    <nav
      className={cx('bz-category-grid', className)}
      style={gridStyle}
      aria-label={label}
      aria-busy={loading || undefined}
    >
      {loading
        ? Array.from({ length: columns * 2 }, (_, i) => (
            <div key={i} className="bz-category-grid__item" aria-hidden="true">
              <Skeleton animated className="bz-category-grid__icon bz-category-grid__icon--skeleton" />
              <Skeleton.Title animated className="bz-category-grid__name--skeleton" />
            </div>
          ))
        : categories.map((c) => (
            <button key={c.id} type="button" className="bz-category-grid__item" onClick={() => onSelect?.(c)}>
              <span className="bz-category-grid__icon">{renderIcon(c.icon)}</span>
              <span className="bz-category-grid__name">{c.name}</span>
            </button>
          ))}
    </nav>
  );
}

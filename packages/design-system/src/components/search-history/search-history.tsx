import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './search-history.css';

/** The title and keywords to show as chips, what a tap on one does, and how to clear them (recent searches only). */
export type SearchHistoryProps = {
  title: ReactNode;
  keywords: string[];
  onSelect: (keyword: string) => void;
  /** Shows a clear button when given (history); leave out for fixed lists such as hot keywords. */
  onClear?: () => void;
  /** Accessible name of the clear button. @default 'Clear' */
  clearText?: string;
  /** Heading level, to keep the page outline right. @default 2 */
  level?: 2 | 3 | 4;
  className?: string;
  style?: CSSProperties;
};

/** A titled row of keyword chips: recent searches (clearable) or hot keywords. Renders nothing when empty. */
export function SearchHistory({
  title,
  keywords,
  onSelect,
  onClear,
  clearText = 'Clear',
  level = 2,
  className,
  style,
}: SearchHistoryProps) {
  if (keywords.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section className={cx('bz-search-history', className)} style={style}>
      <div className="bz-search-history__head">
        <Heading className="bz-search-history__title">{title}</Heading>
        {onClear && (
          <button type="button" className="bz-search-history__clear" aria-label={clearText} onClick={onClear}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z"
              />
            </svg>
          </button>
        )}
      </div>
      <ul className="bz-search-history__chips">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <button type="button" className="bz-search-history__chip" onClick={() => onSelect(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect, useRef, type CSSProperties } from 'react';
import { SearchBar as AdmSearchBar } from 'antd-mobile';
import { useAdmClearButtons } from '../../utils/adm-clear-button';
import { cx } from '../../utils/pressable';
import './search-bar.css';

/** The search field's placeholder, name and value, and what a search (the trimmed query) does. */
export type SearchBarProps = {
  /** Accessible name of the input (there is no visible label). @default 'Search' */
  label?: string;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  /** Called with the trimmed query on Enter; empty queries are ignored. */
  onSearch?: (query: string) => void;
  onChange?: (value: string) => void;
  /** Show a cancel button while focused. @default false */
  showCancelButton?: boolean;
  /** @default antd-mobile's locale text */
  cancelText?: string;
  onCancel?: () => void;
  maxLength?: number;
  autoFocus?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** A search field in a search landmark; empty queries are ignored. */
export function SearchBar({
  label = 'Search',
  placeholder,
  value,
  defaultValue,
  onSearch,
  onChange,
  showCancelButton = false,
  cancelText,
  onCancel,
  maxLength,
  autoFocus,
  className,
  style,
}: SearchBarProps) {
  const ref = useRef<HTMLFormElement>(null);
  // antd-mobile does not forward aria props to its <input>, so name it here.
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return;
    input.setAttribute('aria-label', label);
    input.setAttribute('enterkeyhint', 'search');
  }, [label]);
  useAdmClearButtons(ref);

  return (
    <form
      ref={ref}
      role="search"
      aria-label={label}
      className={cx('bz-search-bar', className)}
      style={style}
      // A form lets mobile keyboards show "Search"; the submit itself is handled by antd-mobile.
      onSubmit={(e) => e.preventDefault()}
    >
      <AdmSearchBar
        placeholder={placeholder}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoFocus={autoFocus}
        showCancelButton={showCancelButton}
        cancelText={cancelText}
        onCancel={onCancel}
        onChange={onChange}
        onSearch={(q) => {
          const query = q.trim();
          if (query) onSearch?.(query);
        }}
      />
    </form>
  );
}

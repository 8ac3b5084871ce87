import { useRef, type KeyboardEvent } from 'react';
import './status-tabs.css';

export interface StatusTabsProps {
  /** The tabs' keys, in order. */
  keys: readonly string[];
  /** The text of a key. */
  label: (key: string) => string;
  active: string | undefined;
  onChange: (key: string) => void;
  /** The tab list's accessible name. */
  name: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The console's status filter: capsule tabs a keyboard can use, in place of antd-mobile's
 * CapsuleTabs (plain divs, unreachable by Tab). One tab stop; arrow keys, Home and End move
 * between tabs and choose the one reached; Enter and Space choose the focused tab (a button);
 * the focus ring shows; the chosen tab scrolls into view on a narrow phone.
 */
export function StatusTabs({ keys, label, active, onChange, name }: StatusTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(0, keys.indexOf(active ?? ''));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const focused = refs.current.findIndex((el) => el === document.activeElement);
    const next = move(focused < 0 ? current : focused, keys.length);
    refs.current[next]?.focus();
    refs.current[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    onChange(keys[next]!);
  };

  return (
    <div className="bz-console-tabs" role="tablist" aria-label={name} onKeyDown={onKeyDown}>
      {keys.map((key, i) => (
        <button
          key={key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          className="bz-console-tabs__tab"
          aria-selected={i === current}
          tabIndex={i === current ? 0 : -1}
          onClick={() => onChange(key)}
        >
          {label(key)}
        </button>
      ))}
    </div>
  );
}

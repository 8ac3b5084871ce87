import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './network-picker.css';

/** One chain network to choose: its id, name and currency. */
export type NetworkOption = {
  id: number;
  /** e.g. "TRC20". */
  name: string;
  /** e.g. "USDT", shown under the name. */
  currency?: string;
};

/** The networks to choose from, the one chosen, what choosing does, and the note under them. */
export type NetworkPickerProps = {
  networks: NetworkOption[];
  /** The chosen network's id; none chosen when undefined. */
  value?: number;
  onChange: (id: number) => void;
  /** Accessible name of the group, e.g. "Top-up network". */
  label: string;
  /** A note under the choices, e.g. "Please choose the same network as the withdrawal platform". */
  hint?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** One-of-many choice of a chain network, as a row of chips (a radio group). */
export function NetworkPicker({ networks, value, onChange, label, hint, className, style }: NetworkPickerProps) {
  // Arrow keys move the choice like native radio buttons.
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step || networks.length === 0) return;
    e.preventDefault();
    const next = networks[(index + step + networks.length) % networks.length]!;
    onChange(next.id);
    const group = e.currentTarget.parentElement;
    (group?.querySelector(`[data-id="${next.id}"]`) as HTMLElement | null)?.focus();
  };
  const focusable = value ?? networks[0]?.id;
  return (
    <div className={cx('bz-network-picker', className)} style={style}>
      <div className="bz-network-picker__options" role="radiogroup" aria-label={label}>
        {networks.map((n, i) => {
          const checked = n.id === value;
          return (
            <button
              key={n.id}
              type="button"
              role="radio"
              aria-checked={checked}
              data-id={n.id}
              tabIndex={n.id === focusable ? 0 : -1}
              className={cx('bz-network-picker__option', checked && 'bz-network-picker__option--checked')}
              onClick={() => onChange(n.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <span className="bz-network-picker__name">{n.name}</span>
              {n.currency && <span className="bz-network-picker__currency">{n.currency}</span>}
            </button>
          );
        })}
      </div>
      {hint && <p className="bz-network-picker__hint">{hint}</p>}
    </div>
  );
}

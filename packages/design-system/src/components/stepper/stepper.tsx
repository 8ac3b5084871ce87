import { useEffect, useState, type CSSProperties } from 'react';
import { useConfig } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import './stepper.css';

/** The quantity, its bounds (e.g. the stock), its accessible name and what a change does. */
export type StepperProps = {
  /** The current quantity. */
  value: number;
  /** Called with the new quantity, already clamped to `min`…`max`. */
  onChange: (value: number) => void;
  /** @default 1 */
  min?: number;
  /** Upper bound, e.g. the stock. Below `min` (sold out) the stepper is disabled. */
  max?: number;
  /**
   * Called with `max` when a typed or stepped quantity was above it. The value is clamped either
   * way; this lets the screen say why ("only 3 left") instead of changing it silently.
   */
  onExceed?: (max: number) => void;
  /** @default false */
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Quantity". @default 'Quantity' */
  label?: string;
  /** Names of the − and + buttons. @default the antd-mobile locale of ThemeProvider ("Decrease" / "Increase") */
  decreaseLabel?: string;
  increaseLabel?: string;
  className?: string;
  style?: CSSProperties;
};

/** The lowest quantity (1) and the English name (Quantity) of a `Stepper` when not given. */
export const stepperDefaults = { min: 1, label: 'Quantity' } as const;

/**
 * A whole-number quantity stepper bounded by `min` and `max`: − and + buttons
 * around a numeric field with the spinbutton role. A typed value is clamped
 * when the field loses focus.
 */
export function Stepper({
  value,
  onChange,
  min = stepperDefaults.min,
  max,
  onExceed,
  disabled = false,
  label = stepperDefaults.label,
  decreaseLabel,
  increaseLabel,
  className,
  style,
}: StepperProps) {
  const { locale } = useConfig();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const soldOut = max !== undefined && max < min;
  const off = disabled || soldOut;
  const upper = max ?? Number.MAX_SAFE_INTEGER;
  const commit = (n: number) => {
    if (max !== undefined && Math.round(n) > max) onExceed?.(max);
    const next = Math.min(Math.max(Math.round(n), min), upper);
    if (next !== value) onChange(next);
    // The field follows `value`; a typed number the parent does not take falls back to it.
    setDraft(String(value));
  };

  return (
    <div className={cx('bz-stepper', off && 'bz-stepper--disabled', className)} style={style}>
      <button
        type="button"
        className="bz-stepper__button"
        aria-label={decreaseLabel ?? locale.Stepper.decrease}
        disabled={off || value <= min}
        onClick={() => commit(value - 1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        className="bz-stepper__input"
        role="spinbutton"
        inputMode="numeric"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft}
        disabled={off}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
        onBlur={() => (draft === '' ? setDraft(String(value)) : commit(Number(draft)))}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      <button
        type="button"
        className="bz-stepper__button"
        aria-label={increaseLabel ?? locale.Stepper.increase}
        disabled={off || value >= upper}
        onClick={() => commit(value + 1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

import type { CSSProperties } from 'react';
import { Stepper as AdmStepper } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import './stepper.css';

export type StepperProps = {
  /** The current quantity. */
  value: number;
  /** Called with the new quantity, already clamped to `min`…`max`. */
  onChange: (value: number) => void;
  /** @default 1 */
  min?: number;
  /** Upper bound, e.g. the stock. Below `min` (sold out) the stepper is disabled. */
  max?: number;
  /** @default false */
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Quantity". @default 'Quantity' */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

export const stepperDefaults = { min: 1, label: 'Quantity' } as const;

/**
 * A whole-number quantity stepper bounded by `min` and `max` (antd-mobile's
 * Stepper, so the − / + buttons take their accessible names from the locale).
 */
export function Stepper({
  value,
  onChange,
  min = stepperDefaults.min,
  max,
  disabled = false,
  label = stepperDefaults.label,
  className,
  style,
}: StepperProps) {
  const soldOut = max !== undefined && max < min;
  const clamp = (n: number) => Math.min(Math.max(Math.round(n), min), max ?? Number.MAX_SAFE_INTEGER);
  return (
    <AdmStepper
      className={cx('bz-stepper', className)}
      style={style}
      value={value}
      min={min}
      max={soldOut ? min : max}
      step={1}
      digits={0}
      disabled={disabled || soldOut}
      inputReadOnly={disabled || soldOut}
      aria-label={label}
      onChange={(next) => {
        // antd-mobile reports null while the field is cleared; keep the last valid value.
        if (next === null || next === value) return;
        onChange(clamp(next));
      }}
    />
  );
}

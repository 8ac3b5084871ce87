import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './amount-input.css';

/** The amount typed (as text), its currency symbol and hint line, and the optional "all" button. */
export type AmountInputProps = {
  /** The amount as typed, e.g. "100.5" (kept as text: never a float). */
  value: string;
  /** Called with the cleaned text: digits and at most one point with two decimals. */
  onChange: (value: string) => void;
  /** Id of the field, so a label elsewhere can name it. */
  id?: string;
  /** Accessible name when no visible label names the field. */
  label?: string;
  placeholder?: string;
  /** Currency symbol before the field. @default '$' */
  symbol?: string;
  /** Text of a button that fills in everything available, e.g. "All". */
  allText?: ReactNode;
  /** Called by the "all" button. */
  onAll?: () => void;
  /** A line under the field: a limit, the fee, an error. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** The currency symbol (`$`) of an `AmountInput` when not given. */
export const amountInputDefaults = { symbol: '$' } as const;

/**
 * Keeps what money input may hold: digits, one decimal point, at most two decimals;
 * a leading point becomes "0.". Anything else typed or pasted is dropped.
 */
export function cleanAmount(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept.replace(/^0+(?=\d)/, '');
  const whole = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const decimals = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/** A large money field with its currency symbol, an optional "all" button and a hint line. */
export function AmountInput({
  value,
  onChange,
  id,
  label,
  placeholder,
  symbol = amountInputDefaults.symbol,
  allText,
  onAll,
  hint,
  disabled = false,
  className,
  style,
}: AmountInputProps) {
  return (
    <div className={cx('bz-amount-input', className)} style={style}>
      <div className="bz-amount-input__row">
        <span className="bz-amount-input__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className="bz-amount-input__field"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(cleanAmount(e.target.value))}
        />
        {allText && onAll && (
          <button type="button" className="bz-amount-input__all" onClick={onAll} disabled={disabled}>
            {allText}
          </button>
        )}
      </div>
      {hint && <div className="bz-amount-input__hint">{hint}</div>}
    </div>
  );
}

import { useState, type CSSProperties } from 'react';
import { Input } from 'antd-mobile';
import { cx } from '../../utils/pressable';
import './password-input.css';

/** The password field's value and name, and the labels of its show/hide toggle. */
export type PasswordInputProps = {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  /** e.g. `current-password`, `new-password`, `one-time-code`. @default 'current-password' */
  autoComplete?: string;
  /** `numeric` brings up the digit pad (payment codes). @default 'text' */
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  /** Accessible name of the toggle while hidden. @default 'Show password' */
  showLabel?: string;
  /** Accessible name of the toggle while shown. @default 'Hide password' */
  hideLabel?: string;
  className?: string;
  style?: CSSProperties;
};

const eye = (open: boolean) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="bz-password-input__icon">
    <path
      d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
    <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    {!open && <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
  </svg>
);

/** A password field with a show/hide toggle (hidden by default). */
export function PasswordInput({
  value,
  onChange,
  id,
  name,
  placeholder,
  autoComplete = 'current-password',
  inputMode = 'text',
  maxLength,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  className,
  style,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cx('bz-password-input', className)} style={style}>
      <Input
        className="bz-password-input__field"
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
      <button
        type="button"
        className="bz-password-input__toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {eye(visible)}
      </button>
    </div>
  );
}

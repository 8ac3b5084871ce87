import './select-field.css';

export interface SelectFieldProps {
  /** The chosen option's value ('' for none); Form.Item passes it. */
  value?: string | number | null;
  onChange?: (value: string) => void;
  options: { value: string | number; label: string }[];
  /** The first, empty option, e.g. "Choose". */
  placeholder?: string;
  'aria-label': string;
  disabled?: boolean;
}

/** A native select (the phone's own picker, reachable by keyboard and screen readers) for console forms. */
export function SelectField({ value, onChange, options, placeholder, disabled, ...rest }: SelectFieldProps) {
  return (
    <select
      className="bz-console-select"
      value={value == null ? '' : String(value)}
      aria-label={rest['aria-label']}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

import { Input } from 'antd-mobile';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
}

/** A labelled one-line field of the wallet forms. */
export function TextField({ id, label, value, onChange, placeholder, inputMode = 'text' }: TextFieldProps) {
  return (
    <div className="bz-wallet__field">
      <label className="bz-wallet__label" htmlFor={id}>
        {label}
      </label>
      <div className="bz-wallet__input-box">
        <Input
          id={id}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
          clearable
        />
      </div>
    </div>
  );
}

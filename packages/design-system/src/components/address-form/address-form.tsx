import { Button, Input, Switch, TextArea } from 'antd-mobile';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { LoadingLabel } from '../../utils/loading-label';
import { cx } from '../../utils/pressable';
import { FormField, FormPage } from '../form-page';
import './address-form.css';

/** The fields of a delivery address as the form edits them. */
export type AddressFormValue = {
  name: string;
  mobile: string;
  area: string;
  address: string;
  tag: string;
  is_default: boolean;
};

/** The translated labels, placeholders and messages of the address form. */
export type AddressFormTexts = {
  name: string;
  mobile: string;
  area: string;
  address: string;
  tag: string;
  isDefault: string;
  submit: ReactNode;
  /** Placeholders by field. */
  placeholders?: Partial<Record<'name' | 'mobile' | 'area' | 'address' | 'tag', string>>;
};

/** The address being added or edited, its texts, quick tag choices, and what a change and submitting do. */
export type AddressFormProps = {
  value: AddressFormValue;
  onChange: (value: AddressFormValue) => void;
  /** Called on submit; the caller checks the fields (its messages, its language). */
  onSubmit: () => void;
  texts: AddressFormTexts;
  /** Quick choices for the tag, e.g. ["Home", "Work"]. */
  tagOptions?: string[];
  /** Shows the submit button busy. */
  submitting?: boolean;
  className?: string;
  style?: CSSProperties;
};

const FIELDS = ['name', 'mobile', 'area', 'address', 'tag'] as const;

/** Add or edit a delivery address: addressee, phone, area, street, tag (with quick choices) and default. */
export function AddressForm({
  value,
  onChange,
  onSubmit,
  texts,
  tagOptions = [],
  submitting = false,
  className,
  style,
}: AddressFormProps) {
  const id = useId();
  const set = (patch: Partial<AddressFormValue>) => onChange({ ...value, ...patch });
  return (
    <FormPage
      className={cx('bz-address-form', className)}
      style={style}
      onSubmit={onSubmit}
      actions={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          loading={submitting}
          loadingIcon={<LoadingLabel>{texts.submit}</LoadingLabel>}
        >
          {texts.submit}
        </Button>
      }
    >
      {FIELDS.map((field) => (
        <FormField key={field} label={texts[field]} htmlFor={`${id}-${field}`}>
          {field === 'address' ? (
            <TextArea
              id={`${id}-${field}`}
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={300}
              value={value.address}
              placeholder={texts.placeholders?.address}
              onChange={(address) => set({ address })}
            />
          ) : (
            <Input
              id={`${id}-${field}`}
              type={field === 'mobile' ? 'tel' : 'text'}
              maxLength={field === 'tag' || field === 'mobile' ? 30 : 100}
              value={value[field]}
              placeholder={texts.placeholders?.[field]}
              onChange={(text) => set({ [field]: text })}
              clearable
            />
          )}
        </FormField>
      ))}
      {tagOptions.length > 0 && (
        <div className="bz-address-form__tags">
          {tagOptions.map((tag) => (
            <button
              key={tag}
              type="button"
              aria-pressed={value.tag === tag}
              className={cx('bz-address-form__tag', value.tag === tag && 'bz-address-form__tag--on')}
              onClick={() => set({ tag })}
            >
              {tag}
            </button>
          ))}
        </div>
      )}
      <div className="bz-address-form__default">
        <span id={`${id}-default`}>{texts.isDefault}</span>
        <Switch
          aria-labelledby={`${id}-default`}
          checked={value.is_default}
          onChange={(is_default) => set({ is_default })}
        />
      </div>
    </FormPage>
  );
}

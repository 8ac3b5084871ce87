import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput, paymentCodeSheetDefaults } from '@bazaar/design-system';

export interface PasswordFieldProps {
  id: string;
  /** Key under `field.` of the account namespace. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /**
   * A payment code: digits only, as many as the payment pad takes (a longer code, valid for the
   * API, could never be typed on it), with its own placeholder.
   */
  payCode?: boolean;
  /** What is wrong with the value, shown under the row. */
  error?: string;
}

/** A labelled password row with the show/hide toggle, in the account forms' language. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete = 'new-password',
  payCode,
  error,
}: PasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t(`field.${label}`)} htmlFor={id} error={error}>
      <PasswordInput
        id={id}
        name={id}
        value={value}
        onChange={payCode ? (v) => onChange(v.replace(/\D/g, '')) : onChange}
        autoComplete={payCode ? 'off' : autoComplete}
        inputMode={payCode ? 'numeric' : 'text'}
        maxLength={payCode ? paymentCodeSheetDefaults.length : undefined}
        placeholder={t(payCode ? 'field.payCodePlaceholder' : 'field.passwordPlaceholder')}
        showLabel={t('field.showPassword')}
        hideLabel={t('field.hidePassword')}
      />
    </FormField>
  );
}

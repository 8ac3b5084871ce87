import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '@bazaar/design-system';

export interface PasswordFieldProps {
  id: string;
  /** Key under `field.` of the account namespace. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** A payment code: digit pad and its own placeholder. */
  payCode?: boolean;
}

/** A labelled password row with the show/hide toggle, in the account forms' language. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete = 'new-password',
  payCode,
}: PasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t(`field.${label}`)} htmlFor={id}>
      <PasswordInput
        id={id}
        name={id}
        value={value}
        onChange={payCode ? (v) => onChange(v.replace(/\D/g, '')) : onChange}
        autoComplete={payCode ? 'off' : autoComplete}
        inputMode={payCode ? 'numeric' : 'text'}
        placeholder={t(payCode ? 'field.payCodePlaceholder' : 'field.passwordPlaceholder')}
        showLabel={t('field.showPassword')}
        hideLabel={t('field.hidePassword')}
      />
    </FormField>
  );
}

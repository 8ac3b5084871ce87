import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EmsEvent } from '@bazaar/contract';
import { CodeInput, FormField, Toast } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { checkEmail } from '../validate';

export interface EmailCodeFieldsProps {
  idPrefix: string;
  event: EmsEvent;
  email: string;
  /** Omitted when the email is the signed-in account's own (shown, not editable). */
  onEmailChange?: (email: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
}

/** Email plus an emailed code (ems/send) with the 60 s resend countdown. */
export function EmailCodeFields({ idPrefix, event, email, onEmailChange, code, onCodeChange }: EmailCodeFieldsProps) {
  const { t } = useTranslation('account');
  const api = useApi();

  const send = async () => {
    const problem = checkEmail(email);
    if (problem) {
      Toast.show({ content: t(`msg.${problem}`) });
      throw new Error(problem);
    }
    await api.user.sendEms({ email: email.trim(), event });
    Toast.show({ content: t('forgot.codeSent') });
  };

  return (
    <>
      <FormField label={t('field.email')} htmlFor={`${idPrefix}-email`}>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={onEmailChange}
          readOnly={!onEmailChange}
        />
      </FormField>
      <FormField label={t('field.code')} htmlFor={`${idPrefix}-code`}>
        <CodeInput
          id={`${idPrefix}-code`}
          value={code}
          onChange={onCodeChange}
          onSend={send}
          placeholder={t('field.codePlaceholder')}
          sendText={t('forgot.sendCode')}
          countdownText={(s) => t('forgot.resendIn', { s })}
        />
      </FormField>
    </>
  );
}

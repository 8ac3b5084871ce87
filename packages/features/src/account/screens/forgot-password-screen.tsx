import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormPage, Toast } from '@bazaar/design-system';
import { sessionStore, useApi, useLinks } from '../../lib';
import { EmailCodeFields } from '../components/email-code-fields';
import { PasswordField } from '../components/password-field';
import { useSubmit } from '../components/use-submit';
import { checkForgotPassword } from '../validate';
import './account-forms.css';

/** /forgotPassword: email → emailed code (event resetpwd) → new password; every device is signed out. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('account');
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const { run, refuse, busy } = useSubmit();
  const [form, setForm] = useState({ email: '', captcha: '', newpassword: '', confirm: '' });
  const set = (name: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  const submit = async () => {
    if (refuse(checkForgotPassword(form))) return;
    const { email, captcha, newpassword } = form;
    const done = await run(() => api.user.resetPwd({ email: email.trim(), captcha, newpassword }).then(() => true));
    if (!done) return;
    // The server revoked every token of the account, this one too (docs/product.md#sessions).
    sessionStore.clear();
    Toast.show({ content: t('forgot.done') });
    navigate(links.login(), { replace: true });
  };

  return (
    <FormPage
      className="bz-account-form"
      description={t('forgot.hint')}
      onSubmit={submit}
      actions={
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
          {t('forgot.submit')}
        </Button>
      }
    >
      <EmailCodeFields
        idPrefix="forgot"
        event="resetpwd"
        email={form.email}
        onEmailChange={set('email')}
        code={form.captcha}
        onCodeChange={set('captcha')}
      />
      <PasswordField id="forgot-new" label="newPassword" value={form.newpassword} onChange={set('newpassword')} />
      <PasswordField id="forgot-confirm" label="confirmNewPassword" value={form.confirm} onChange={set('confirm')} />
    </FormPage>
  );
}

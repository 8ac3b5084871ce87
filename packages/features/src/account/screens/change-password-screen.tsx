import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormPage, Toast } from '@bazaar/design-system';
import { sessionStore, useApi, useLinks, useSession } from '../../lib';
import { PasswordField } from '../components/password-field';
import { useSubmit } from '../components/use-submit';
import { checkChangePassword } from '../validate';
import { ForgotPasswordScreen } from './forgot-password-screen';
import './account-forms.css';

/**
 * /changePassword: old + new + confirm. The path is public (docs/product.md#public-pages):
 * a signed-out visitor cannot prove an old password, so gets the emailed-code form.
 */
export function ChangePasswordScreen() {
  const { token } = useSession();
  return token ? <ChangePasswordForm /> : <ForgotPasswordScreen />;
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const { run, refuse, busy } = useSubmit();
  const [form, setForm] = useState({ oldpassword: '', newpassword: '', confirm: '' });
  const set = (name: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  const submit = async () => {
    if (refuse(checkChangePassword(form))) return;
    const { oldpassword, newpassword } = form;
    const done = await run(() => api.user.resetPwd({ oldpassword, newpassword }).then(() => true));
    if (!done) return;
    // Every token is revoked by the change: the session ends here too (docs/product.md#sessions).
    sessionStore.clear();
    Toast.show({ content: t('forgot.done') });
    navigate(links.login(), { replace: true });
  };

  return (
    <FormPage
      className="bz-account-form"
      description={t('changePassword.hint')}
      onSubmit={submit}
      actions={
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
          {t('changePassword.submit')}
        </Button>
      }
      footer={<Link to={links.forgotPassword()}>{t('changePassword.forgot')}</Link>}
    >
      <PasswordField
        id="change-old"
        label="oldPassword"
        value={form.oldpassword}
        onChange={set('oldpassword')}
        autoComplete="current-password"
      />
      <PasswordField id="change-new" label="newPassword" value={form.newpassword} onChange={set('newpassword')} />
      <PasswordField id="change-confirm" label="confirmNewPassword" value={form.confirm} onChange={set('confirm')} />
    </FormPage>
  );
}

import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FormField, FormPage, PasswordInput } from '@bazaar/design-system';
import { useApi, useLinks } from '../../lib';
import { useSignIn } from '../api/use-sign-in';
import { useSubmit } from '../components/use-submit';
import { checkLogin } from '../validate';
import './account-forms.css';

/** /login: account (email, mobile or username) and password. */
export function LoginScreen() {
  const { t } = useTranslation('account');
  const api = useApi();
  const links = useLinks();
  const signIn = useSignIn();
  const { search } = useLocation();
  const { run, refuse, busy } = useSubmit();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');

  const submit = async () => {
    if (refuse(checkLogin({ account, password }))) return;
    await run(async () => signIn((await api.user.login({ account: account.trim(), password })).userinfo.token));
  };

  return (
    <FormPage
      className="bz-account-form"
      heading={t('login.heading')}
      description={t('login.hint')}
      onSubmit={submit}
      actions={
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
          {t('login.submit')}
        </Button>
      }
      footer={
        <>
          {/* Signing up instead still leads to the page that asked for a sign-in (`path`). */}
          <Link to={links.register() + search}>{t('login.noAccount')}</Link>
          <Link to={links.forgotPassword()}>{t('login.forgot')}</Link>
        </>
      }
    >
      <FormField label={t('field.account')} htmlFor="login-account">
        <Input
          id="login-account"
          name="account"
          value={account}
          onChange={setAccount}
          placeholder={t('field.accountPlaceholder')}
          autoComplete="username"
        />
      </FormField>
      <FormField label={t('field.password')} htmlFor="login-password">
        <PasswordInput
          id="login-password"
          name="password"
          value={password}
          onChange={setPassword}
          placeholder={t('field.passwordPlaceholder')}
          showLabel={t('field.showPassword')}
          hideLabel={t('field.hidePassword')}
        />
      </FormField>
    </FormPage>
  );
}

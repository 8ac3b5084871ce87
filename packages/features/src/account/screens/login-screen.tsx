import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { SIGN_IN_REASONS, type SignInReason } from '@bazaar/contract';
import { FormField, FormPage, PasswordInput } from '@bazaar/design-system';
import { signInIntent, useApi, useLinks } from '../../lib';
import { useSignIn } from '../api/use-sign-in';
import { useSubmit } from '../components/use-submit';
import { checkLogin } from '../validate';
import './account-forms.css';

export { SIGN_IN_REASONS, type SignInReason };

/** Options of the sign-in screen. */
export interface LoginScreenProps {
  /** The area of the page that asked for the sign-in: the sentence says what signing in gives there. */
  reason?: SignInReason;
}

/**
 * /login: account (email, mobile or username) and password, under one sentence saying why: what the
 * guest chose to do (add to the bag, buy), else what signing in gives on the page that asked.
 */
export function LoginScreen({ reason }: LoginScreenProps) {
  const { t } = useTranslation('account');
  const api = useApi();
  const links = useLinks();
  const signIn = useSignIn();
  const { search } = useLocation();
  const [params] = useSearchParams();
  // Read once: after the sign-in the intent is used up, and the sentence must not change under the form.
  const [intent] = useState(() => signInIntent.peek(params.get('path') ?? ''));
  const why = intent ? t(`login.intent.${intent.action}`) : reason ? t(`login.why.${reason}`) : t('login.hint');
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
      description={why}
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

import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField, FormPage } from '@bazaar/design-system';
import { useApi, useLinks } from '../../lib';
import { useSignIn } from '../api/use-sign-in';
import { PasswordField } from '../components/password-field';
import { useSubmit } from '../components/use-submit';
import { checkRegister, type RegisterForm } from '../validate';
import './account-forms.css';

const empty: RegisterForm = {
  family_name: '',
  given_name: '',
  email: '',
  mobile: '',
  password: '',
  repassword: '',
  real_name: '',
};

type TextField = { name: 'family_name' | 'given_name' | 'email' | 'mobile' | 'real_name'; label: string; auto: string };
const TEXT_FIELDS: TextField[] = [
  { name: 'family_name', label: 'familyName', auto: 'family-name' },
  { name: 'given_name', label: 'givenName', auto: 'given-name' },
  { name: 'email', label: 'email', auto: 'email' },
  { name: 'mobile', label: 'mobile', auto: 'tel' },
];

/** /register: the seven fields of product-spec §3, checked in the order of §5; signs in on success. */
export function RegisterScreen() {
  const { t } = useTranslation('account');
  const api = useApi();
  const links = useLinks();
  const signIn = useSignIn();
  const { run, refuse, busy } = useSubmit();
  const [form, setForm] = useState(empty);
  const set = (name: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  const submit = async () => {
    if (refuse(checkRegister(form))) return;
    const body = { ...form, email: form.email.trim(), mobile: form.mobile.trim() };
    await run(async () => signIn((await api.user.register(body)).userinfo.token));
  };

  const text = ({ name, label, auto }: TextField) => (
    <FormField key={name} label={t(`field.${label}`)} htmlFor={`register-${name}`}>
      <Input
        id={`register-${name}`}
        name={name}
        value={form[name]}
        onChange={set(name)}
        autoComplete={auto}
        type={name === 'email' ? 'email' : name === 'mobile' ? 'tel' : 'text'}
      />
    </FormField>
  );
  return (
    <FormPage
      className="bz-account-form"
      heading={t('register.heading')}
      description={t('register.hint')}
      onSubmit={submit}
      actions={
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
          {t('register.submit')}
        </Button>
      }
      footer={<Link to={links.login()}>{t('register.haveAccount')}</Link>}
    >
      {TEXT_FIELDS.map(text)}
      <PasswordField id="register-password" label="password" value={form.password} onChange={set('password')} />
      <PasswordField
        id="register-repassword"
        label="confirmPassword"
        value={form.repassword}
        onChange={set('repassword')}
      />
      {text({ name: 'real_name', label: 'realName', auto: 'name' })}
    </FormPage>
  );
}

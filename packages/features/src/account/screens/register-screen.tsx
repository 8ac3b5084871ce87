import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField, FormPage } from '@bazaar/design-system';
import { useApi, useLinks } from '../../lib';
import { useSignIn } from '../api/use-sign-in';
import { PasswordField } from '../components/password-field';
import { fullName } from '../components/real-name';
import { useSubmit } from '../components/use-submit';
import { registerProblems, type MsgKey, type RegisterForm } from '../validate';
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
  { name: 'real_name', label: 'realName', auto: 'name' },
  { name: 'email', label: 'email', auto: 'email' },
  { name: 'mobile', label: 'mobile', auto: 'tel' },
];
const fieldId = (name: keyof RegisterForm) => `register-${name}`;

/**
 * /register: the seven fields of docs/product.md#form-messages. The real name fills itself from the family and
 * given names until the shopper changes it. A refused submit marks every failing field at once
 * (its messages) and focuses the first; signs in on success.
 */
export function RegisterScreen() {
  const { t, i18n } = useTranslation('account');
  const api = useApi();
  const links = useLinks();
  const signIn = useSignIn();
  const { run, busy } = useSubmit();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof RegisterForm, MsgKey>>>({});
  // Until the shopper types a real name of their own, it follows the family and given names.
  const [ownRealName, setOwnRealName] = useState(false);

  const set = (name: keyof RegisterForm) => (value: string) => {
    setErrors(({ [name]: _fixed, ...rest }) => rest);
    if (name === 'real_name') setOwnRealName(value.trim() !== '');
    setForm((f) => {
      const next = { ...f, [name]: value };
      const names = name === 'family_name' || name === 'given_name';
      return names && !ownRealName
        ? { ...next, real_name: fullName(next.family_name, next.given_name, i18n.language) }
        : next;
    });
  };

  const submit = async () => {
    const problems = registerProblems(form);
    setErrors(problems);
    const first = Object.keys(problems)[0] as keyof RegisterForm | undefined;
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const body = { ...form, email: form.email.trim(), mobile: form.mobile.trim() };
    await run(async () => signIn((await api.user.register(body)).userinfo.token));
  };

  const error = (name: keyof RegisterForm) => {
    const key = errors[name];
    return key ? t(`msg.${key}`) : undefined;
  };
  const text = ({ name, label, auto }: TextField) => (
    <FormField key={name} label={t(`field.${label}`)} htmlFor={fieldId(name)} error={error(name)}>
      <Input
        id={fieldId(name)}
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
      <PasswordField
        id={fieldId('password')}
        label="password"
        value={form.password}
        onChange={set('password')}
        error={error('password')}
      />
      <PasswordField
        id={fieldId('repassword')}
        label="confirmPassword"
        value={form.repassword}
        onChange={set('repassword')}
        error={error('repassword')}
      />
    </FormPage>
  );
}

import { useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '@bazaar/contract';
import { FormPage, Toast } from '@bazaar/design-system';
import { useApi, useRefreshUser, useUser } from '../../lib';
import { EmailCodeFields } from '../components/email-code-fields';
import { PasswordField } from '../components/password-field';
import { useSubmit } from '../components/use-submit';
import { checkPayCode } from '../validate';
import './account-forms.css';

/**
 * /changePayPwd: sets the first payment code (no old one), changes it (old one
 * required), or resets a forgotten one with an emailed code (event resetpay; `?reset=email` opens on it).
 */
export function ChangePayPwdScreen() {
  const { data: user } = useUser();
  if (!user) return <Skeleton.Paragraph lineCount={6} animated />;
  return <PayCodeForm user={user} />;
}

function PayCodeForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const { run, refuse, busy } = useSubmit();
  // "Forgot payment code?" of the payment sheet comes with ?reset=email: straight to the emailed code.
  const [search] = useSearchParams();
  const [mode, setMode] = useState<'old' | 'captcha'>(search.get('reset') === 'email' ? 'captcha' : 'old');
  const [form, setForm] = useState({ oldpaypwd: '', captcha: '', paypwd: '', confirm: '' });
  const set = (name: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const has = user.has_pay_password;

  const submit = async () => {
    if (refuse(checkPayCode({ ...form, mode, hasPayPassword: has }))) return;
    const proof = mode === 'captcha' ? { captcha: form.captcha } : has ? { oldpaypwd: form.oldpaypwd } : {};
    const done = await run(() => api.user.resetPay({ paypwd: form.paypwd, ...proof }).then(() => true));
    if (!done) return;
    Toast.show({ content: t('payCode.done') });
    void refreshUser();
    navigate(-1);
  };

  const hint = mode === 'captcha' ? 'payCode.forgotHint' : has ? 'payCode.changeHint' : 'payCode.setHint';
  return (
    <FormPage
      className="bz-account-form"
      description={t(hint)}
      onSubmit={submit}
      actions={
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
          {t(has ? 'payCode.submitChange' : 'payCode.submitSet')}
        </Button>
      }
      footer={
        has && (
          <button
            type="button"
            className="bz-account-form__switch"
            onClick={() => setMode((m) => (m === 'old' ? 'captcha' : 'old'))}
          >
            {t(mode === 'old' ? 'payCode.forgot' : 'payCode.remembered')}
          </button>
        )
      }
    >
      {mode === 'old' && has && (
        <PasswordField id="pay-old" label="oldPayCode" value={form.oldpaypwd} onChange={set('oldpaypwd')} payCode />
      )}
      {mode === 'captcha' && (
        <EmailCodeFields
          idPrefix="pay"
          event="resetpay"
          email={user.email}
          code={form.captcha}
          onCodeChange={set('captcha')}
        />
      )}
      <PasswordField id="pay-new" label="newPayCode" value={form.paypwd} onChange={set('paypwd')} payCode />
      <PasswordField id="pay-confirm" label="confirmPayCode" value={form.confirm} onChange={set('confirm')} payCode />
    </FormPage>
  );
}

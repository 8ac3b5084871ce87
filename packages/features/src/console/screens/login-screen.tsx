import { useState } from 'react';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';
import { adminSession } from '../session';

export interface ConsoleLoginScreenProps {
  /** Where to go once signed in. */
  onSignedIn: () => void;
}

/** Operators and merchants sign in with their console account (not a shopper's). */
export function ConsoleLoginScreen({ onSignedIn }: ConsoleLoginScreenProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run, busy } = useSubmit();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');

  const submit = async () => {
    if (!account.trim() || !password) {
      Toast.show({ content: t('login.required') });
      return;
    }
    const answer = await run(() => api.admin.login({ account: account.trim(), password }));
    if (!answer) return;
    adminSession.set(answer.admininfo);
    onSignedIn();
  };

  return (
    <Form
      layout="vertical"
      className="bz-console-form"
      footer={
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          {t('login.submit')}
        </Button>
      }
    >
      <Form.Item label={t('login.account')}>
        <Input
          value={account}
          onChange={setAccount}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.account')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item label={t('login.password')}>
        <Input
          type="password"
          value={password}
          onChange={setPassword}
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          onEnterPress={() => void submit()}
        />
      </Form.Item>
    </Form>
  );
}

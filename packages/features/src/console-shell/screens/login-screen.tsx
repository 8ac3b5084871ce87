import { useState } from 'react';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { TextField } from '../../console-kit/components/text-field';
import { adminSession } from '../../lib/admin-session';

/** What the console's sign-in screen does once signed in. */
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
    <ConsoleForm submitText={t('login.submit')} busy={busy} onSubmit={() => void submit()}>
      <TextField
        label={t('login.account')}
        value={account}
        onChange={setAccount}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
      />
      <TextField
        label={t('login.password')}
        type="password"
        value={password}
        onChange={setPassword}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        onEnterPress={() => void submit()}
      />
    </ConsoleForm>
  );
}

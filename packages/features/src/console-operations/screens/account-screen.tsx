import { useState } from 'react';
import { Form } from 'antd-mobile';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { TextField } from '../../console-kit/components/text-field';
import { useAdmin } from '../../lib/admin-session';
import './operations.css';

/** Any operator's own account: who it is, and changing its password with the current one. */
export function AccountScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const admin = useAdmin();
  const { run, busy } = useSubmit();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');

  const submit = async () => {
    if (!current || !next || !again) {
      Toast.show({ content: t('ops.fillEvery') });
      return;
    }
    if (next !== again) {
      Toast.show({ content: t('ops.mismatch') });
      return;
    }
    if ((await run(() => api.admin.operatorPassword({ old_password: current, password: next }))) === undefined) return;
    setCurrent('');
    setNext('');
    setAgain('');
    Toast.show({ icon: 'success', content: t('ops.passwordChanged') });
  };
  const field = (label: string, value: string, onChange: (v: string) => void, autoComplete: string) => (
    <TextField label={label} type="password" value={value} onChange={onChange} autoComplete={autoComplete} />
  );

  return (
    <ConsoleForm submitText={t('ops.changePassword')} busy={busy} onSubmit={() => void submit()}>
      <Form.Header>
        {admin?.username} · {t(`ops.roles.${admin?.role ?? 'admin'}`)}
      </Form.Header>
      {field(t('ops.oldPassword'), current, setCurrent, 'current-password')}
      {field(t('ops.newPassword'), next, setNext, 'new-password')}
      {field(t('ops.againPassword'), again, setAgain, 'new-password')}
    </ConsoleForm>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useApi, useSubmit } from '../../lib';
import { useAdmin } from '../session';
import '../components/console.css';
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
    <Form.Item label={label}>
      <Input type="password" value={value} onChange={onChange} aria-label={label} autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Form
      layout="vertical"
      className="bz-console-form"
      footer={
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          {t('ops.changePassword')}
        </Button>
      }
    >
      <Form.Header>
        {admin?.username} · {t(`ops.roles.${admin?.role ?? 'admin'}`)}
      </Form.Header>
      {field(t('ops.oldPassword'), current, setCurrent, 'current-password')}
      {field(t('ops.newPassword'), next, setNext, 'new-password')}
      {field(t('ops.againPassword'), again, setAgain, 'new-password')}
    </Form>
  );
}

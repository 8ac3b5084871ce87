import { useState } from 'react';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminRole } from '@bazaar/contract';
import { useApi, useRevalidate, useSubmit } from '../../lib';
import { ShopSelect } from '../components/shop-select';
import '../components/console.css';
import './operations.css';

export interface OperatorNewScreenProps {
  /** Back to the list once created. */
  onCreated: () => void;
}

/** Creates an operator (admins only): another admin, or the merchant of one shop. */
export function OperatorNewScreen({ onCreated }: OperatorNewScreenProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run, busy } = useSubmit();
  const revalidate = useRevalidate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('merchant');
  const [shopId, setShopId] = useState('');

  const submit = async () => {
    if (!username.trim() || !password || (role === 'merchant' && !shopId)) {
      Toast.show({ content: t('ops.fillEvery') });
      return;
    }
    const body = { username: username.trim(), password, role, shop_id: role === 'merchant' ? Number(shopId) : null };
    if (!(await run(() => api.admin.createOperator(body)))) return;
    Toast.show({ icon: 'success', content: t('ops.created') });
    // The operators list (cached by status and search) shows the new one when it opens again.
    await revalidate('operators');
    onCreated();
  };

  return (
    <Form
      layout="vertical"
      className="bz-console-form"
      footer={
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          {t('ops.createOperator')}
        </Button>
      }
    >
      <Form.Item label={t('login.account')}>
        <Input value={username} onChange={setUsername} aria-label={t('login.account')} maxLength={50} />
      </Form.Item>
      <Form.Item label={t('login.password')}>
        <Input value={password} onChange={setPassword} aria-label={t('login.password')} autoComplete="new-password" />
      </Form.Item>
      <div className="bz-console-range">
        <label className="bz-console-range__wide">
          {t('ops.role')}
          <select value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
            {(['merchant', 'admin'] as const).map((r) => (
              <option key={r} value={r}>
                {t(`ops.roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        {role === 'merchant' && (
          <ShopSelect label={t('field.shop')} none={t('ops.chooseShop')} value={shopId} onChange={setShopId} />
        )}
      </div>
    </Form>
  );
}

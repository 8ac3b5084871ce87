import { useState } from 'react';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import type { AdminRole } from '@bazaar/contract';
import { useApi, useRefreshAfter, useSubmit } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { ShopSelect } from '../components/shop-select';
import { TextField } from '../../console-kit/components/text-field';
import './operations.css';

/** What the create-operator screen does once it has created one. */
export interface OperatorNewScreenProps {
  /** Back to the list once created. */
  onCreated: () => void;
}

/** Creates an operator (admins only): another admin, or the merchant of one shop. */
export function OperatorNewScreen({ onCreated }: OperatorNewScreenProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const { run, busy } = useSubmit();
  const refresh = useRefreshAfter();
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
    await refresh('createOperator');
    onCreated();
  };

  return (
    <ConsoleForm submitText={t('ops.createOperator')} busy={busy} onSubmit={() => void submit()}>
      <TextField label={t('login.account')} value={username} onChange={setUsername} maxLength={50} />
      <TextField label={t('login.password')} value={password} onChange={setPassword} autoComplete="new-password" />
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
    </ConsoleForm>
  );
}

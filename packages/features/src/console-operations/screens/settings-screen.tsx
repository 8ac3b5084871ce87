import { Form, Input, TextArea } from 'antd-mobile';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import '../../console-kit/components/console.css';
import { SERVICE_CHANNEL_KEYS, type AdminSettingsSaveBody, type AdminSettingsView } from '@bazaar/contract';
import { useApi, useSubmit } from '../../lib';
import { useSettings } from '../api/use-settings';
import { ConsoleForm } from '../../console-kit/components/console-form';

const MONEY = ['extract_min', 'extract_max', 'extract_daily_limit'] as const;
const WHOLE = ['auto_cancel_minutes', 'auto_confirm_days', 'auto_complete_days'] as const;
type FormValues = Record<string, string>;

/**
 * The changed fields only (an untouched empty channel must not overwrite its default), with
 * numbers where the contract wants numbers; the server checks the values.
 */
function toBody(values: FormValues, initial: FormValues): AdminSettingsSaveBody {
  const changed = (key: string) => (values[key] ?? '').trim() !== initial[key];
  const body: AdminSettingsSaveBody = {};
  if (changed('fee_rate')) body.fee_rate = Number(values.fee_rate);
  if (changed('commission_rate')) body.commission_rate = Number(values.commission_rate);
  for (const key of MONEY) if (changed(key)) body[key] = values[key]?.trim() ?? '';
  if (changed('card_recharge_max')) body.card_recharge_max = values.card_recharge_max?.trim() ?? '';
  if (changed('card_accounts')) body.card_accounts = values.card_accounts ?? '';
  for (const key of WHOLE) if (changed(key)) body[key] = Number(values[key]);
  for (const key of SERVICE_CHANNEL_KEYS) if (changed(key)) body[key] = values[key] ?? '';
  return body;
}

const toValues = (s: AdminSettingsView): FormValues =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, String(v)]));

/** Fee rate, withdrawal limits, commission rate, card top-ups, automatic transition times and customer-service channels. */
export function SettingsScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const { data, mutate } = useSettings();
  const { run, busy } = useSubmit();
  if (!data) return null;

  const save = async (values: FormValues) => {
    const saved = await run(() => api.admin.saveSettings(toBody(values, toValues(data))));
    if (!saved) return;
    await mutate(saved, { revalidate: false });
    Toast.show({ icon: 'success', content: t('action.saved') });
  };
  const field = (key: string, inputMode: 'decimal' | 'numeric' | 'text') => (
    <Form.Item key={key} name={key} label={t(`settings.${key}`)}>
      <Input inputMode={inputMode} aria-label={t(`settings.${key}`)} maxLength={200} />
    </Form.Item>
  );

  return (
    <ConsoleForm
      key={JSON.stringify(data)}
      submitText={t('action.save')}
      busy={busy}
      initialValues={toValues(data)}
      onFinish={(values: FormValues) => void save(values)}
    >
      <Form.Header>{t('settings.withdrawal')}</Form.Header>
      {field('fee_rate', 'decimal')}
      {MONEY.map((key) => field(key, 'decimal'))}
      <Form.Header>{t('settings.orders')}</Form.Header>
      {field('commission_rate', 'decimal')}
      <p className="bz-console-hint">{t('settings.commissionHint')}</p>
      <Form.Header>{t('settings.cardTopUp')}</Form.Header>
      {field('card_recharge_max', 'decimal')}
      <Form.Item name="card_accounts" label={t('settings.card_accounts')} description={t('settings.cardAccountsHint')}>
        <TextArea aria-label={t('settings.card_accounts')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Header>{t('settings.timers')}</Form.Header>
      {WHOLE.map((key) => field(key, 'numeric'))}
      <Form.Header>{t('settings.service')}</Form.Header>
      <p className="bz-console-hint">{t('settings.serviceHint')}</p>
      {SERVICE_CHANNEL_KEYS.map((key) => field(key, 'text'))}
    </ConsoleForm>
  );
}

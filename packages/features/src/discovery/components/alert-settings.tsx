import { useState } from 'react';
import { List, Switch } from 'antd-mobile';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@bazaar/api-client';
import { useSession, useUser } from '../../lib';
import { usePushSwitch } from '../api/push-switch';
import { useUpdateAlert, type AlertSwitch } from '../api/update-alerts';
import './discovery.css';

const ALERTS: ReadonlyArray<{ name: AlertSwitch; label: string }> = [
  { name: 'alert_price_drop', label: 'alerts.priceDrop' },
  { name: 'alert_back_in_stock', label: 'alerts.backInStock' },
];

/**
 * The settings of what brings the shopper back: alerts on favourites (price drop, back in stock;
 * user/profile) and Web Push on this device. Nothing when signed out.
 */
export function AlertSettings() {
  const { t } = useTranslation('discovery');
  const { token } = useSession();
  const { data: user } = useUser();
  const updateAlert = useUpdateAlert();
  const push = usePushSwitch();
  const [busy, setBusy] = useState<string | undefined>();

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      // The API client has said why; a browser's refusal has not.
      if (!isApiError(error)) Toast.show({ content: t('push.failed'), icon: 'fail' });
    } finally {
      setBusy(undefined);
    }
  };

  if (!token) return null;
  const pushHint =
    push.state === 'unsupported' ? t('push.unsupported') : push.state === 'denied' ? t('push.denied') : t('push.hint');

  return (
    <List header={t('alerts.header')} className="bz-alert-settings">
      {ALERTS.map(({ name, label }) => (
        <List.Item
          key={name}
          description={t(`${label}Hint`)}
          extra={
            <Switch
              aria-label={t(label)}
              checked={user?.[name] ?? true}
              disabled={!user}
              loading={busy === name}
              onChange={(on) => run(name, () => updateAlert(name, on))}
            />
          }
        >
          {t(label)}
        </List.Item>
      ))}
      <List.Item
        description={pushHint}
        extra={
          <Switch
            aria-label={t('push.label')}
            checked={push.state === 'on'}
            disabled={push.state !== 'on' && push.state !== 'off'}
            loading={busy === 'push'}
            onChange={(on) => run('push', on ? push.turnOn : push.turnOff)}
          />
        }
      >
        {t('push.label')}
      </List.Item>
    </List>
  );
}

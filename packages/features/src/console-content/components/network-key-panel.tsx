import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminNetwork } from '@bazaar/contract';
import { confirmDialog, StatusTag, Toast } from '@bazaar/design-system';
import { useApi, useSubmit } from '../../lib';
import { ConsoleForm } from '../../console-kit/components/console-form';
import { useContentChanged } from '../api/use-content';
import { formatDate, fromLocalInput, toLocalInput } from '../../console-kit/dates';
import { useRequiredRule } from './order-fields';

interface Values {
  xpub: string;
  retire_until: string;
}

/** By default the old addresses stay credited for 30 days: time for deposits already on their way. */
const DEFAULT_RETIRE_DAYS = 30;

/** An xpub is long: its start and end tell keys apart. */
const shortKey = (xpub: string) => (xpub.length > 24 ? `${xpub.slice(0, 12)}…${xpub.slice(-8)}` : xpub);

/**
 * A network's deposit key replaced (admin/network/rotate_key): the new account xpub and until when
 * deposits to the addresses under the old key are still credited. Lists the keys replaced before,
 * shown as retired, with their addresses and how long they are watched.
 */
export function NetworkKeyPanel({ network }: { network: AdminNetwork }) {
  const { t } = useTranslation('consoleContent');
  const api = useApi();
  const changed = useContentChanged();
  const required = useRequiredRule();
  const { run, busy } = useSubmit();
  const defaults: Values = {
    xpub: '',
    retire_until: toLocalInput(Math.floor(Date.now() / 1000) + DEFAULT_RETIRE_DAYS * 86_400),
  };

  const replace = async (values: Values) => {
    const content = t('key.confirm', { name: network.name, until: values.retire_until.replace('T', ' ') });
    if (!(await confirmDialog({ content, confirmText: t('key.replace'), cancelText: t('cancel') }))) return;
    const body = { id: network.id, xpub: values.xpub.trim(), retire_until: fromLocalInput(values.retire_until) };
    if ((await run(() => api.admin.networkRotateKey(body))) === undefined) return;
    await changed('networks');
    Toast.show({ icon: 'success', content: t('key.replaced') });
  };

  return (
    <section className="bz-console-content__key" aria-label={t('key.title')}>
      <h2 className="bz-console-content__key-title">{t('key.title')}</h2>
      <p className="bz-console-content__key-hint">{t('key.hint')}</p>
      {network.retired_keys?.map((key) => (
        <div key={key.xpub} className="bz-console-content__retired-key" data-xpub={key.xpub}>
          <StatusTag tone="warning">{t('key.retired')}</StatusTag>
          <code>{shortKey(key.xpub)}</code>
          <small>{t('key.retiredFacts', { count: key.addresses, until: formatDate(key.retire_until) })}</small>
        </div>
      ))}
      <ConsoleForm<Values>
        key={network.xpub}
        className="bz-console-content__form"
        submitText={t('key.replace')}
        busy={busy}
        initialValues={defaults}
        onFinish={(values) => void replace(values)}
      >
        <Form.Item name="xpub" label={t('key.newXpub')} rules={required(t('key.newXpub'))}>
          <Input maxLength={200} aria-label={t('key.newXpub')} placeholder="xpub…" clearable />
        </Form.Item>
        <Form.Item
          name="retire_until"
          label={t('key.retireUntil')}
          description={t('key.retireUntilHint')}
          rules={required(t('key.retireUntil'))}
        >
          <Input type="datetime-local" aria-label={t('key.retireUntil')} />
        </Form.Item>
      </ConsoleForm>
    </section>
  );
}

import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminNetwork, AdminNetworkSave } from '@bazaar/contract';
import { ContentEditor } from '../components/content-editor';
import { OrderFields } from '../components/order-fields';
import type { ContentPaths } from './content-paths';

interface Values {
  name: string;
  currency: string;
  address: string;
  min_amount: string;
  sort: string;
  shown: boolean;
}

const toValues = (n?: AdminNetwork): Values => ({
  name: n?.name ?? '',
  currency: n?.currency ?? 'USDT',
  address: n?.address ?? '',
  min_amount: n?.min_amount ?? '',
  sort: String(n?.sort ?? 0),
  shown: (n?.status ?? 'normal') === 'normal',
});

const toBody = (v: Values): AdminNetworkSave => ({
  name: v.name.trim(),
  currency: v.currency.trim() || 'USDT',
  address: v.address.trim(),
  min_amount: v.min_amount.trim(),
  sort: Number(v.sort) || 0,
  status: v.shown ? 'normal' : 'hidden',
});

/** A deposit network: name (DEX, BSC and HECO are refused by the server), currency, address, minimum. */
export function NetworkEditScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const required = (field: string) => [{ required: true, message: t('required', { field }) }];
  return (
    <ContentEditor<AdminNetwork, Values> kind="networks" path={paths.networks} toValues={toValues} toBody={toBody}>
      <Form.Item name="name" label={t('field.name')} rules={required(t('field.name'))}>
        <Input maxLength={50} aria-label={t('field.name')} placeholder="TRC20" clearable />
      </Form.Item>
      <Form.Item name="currency" label={t('field.currency')}>
        <Input maxLength={20} aria-label={t('field.currency')} />
      </Form.Item>
      <Form.Item name="address" label={t('field.address')} rules={required(t('field.address'))}>
        <Input maxLength={200} aria-label={t('field.address')} clearable />
      </Form.Item>
      <Form.Item name="min_amount" label={t('field.minAmount')} rules={required(t('field.minAmount'))}>
        <Input inputMode="decimal" aria-label={t('field.minAmount')} placeholder="10.00" />
      </Form.Item>
      <OrderFields />
    </ContentEditor>
  );
}

import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminNetwork, AdminNetworkSave } from '@bazaar/contract';
import { ContentEditor } from '../components/content-editor';
import { OrderFields, orderBody, orderValues, useRequiredRule, type OrderValues } from '../components/order-fields';
import type { ContentPaths } from './content-paths';

interface Values extends OrderValues {
  name: string;
  currency: string;
  address: string;
  min_amount: string;
}

const toValues = (n?: AdminNetwork): Values => ({
  name: n?.name ?? '',
  currency: n?.currency ?? 'USDT',
  address: n?.address ?? '',
  min_amount: n?.min_amount ?? '',
  ...orderValues(n),
});

const toBody = (v: Values): AdminNetworkSave => ({
  name: v.name.trim(),
  currency: v.currency.trim() || 'USDT',
  address: v.address.trim(),
  min_amount: v.min_amount.trim(),
  ...orderBody(v),
});

/** A deposit network: name (DEX, BSC and HECO are refused by the server), currency, address, minimum. */
export function NetworkEditScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const required = useRequiredRule();
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

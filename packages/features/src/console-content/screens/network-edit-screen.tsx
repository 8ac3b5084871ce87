import { Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AddressFormat, AdminNetwork, AdminNetworkSave } from '@bazaar/contract';
import { useContentDetail } from '../api/use-content';
import { ContentEditor, useEditedId } from '../components/content-editor';
import { NetworkKeyPanel } from '../components/network-key-panel';
import { OrderFields, orderBody, orderValues, useRequiredRule, type OrderValues } from '../components/order-fields';
import type { ContentPaths } from './content-paths';

interface Values extends OrderValues {
  name: string;
  currency: string;
  address: string;
  min_amount: string;
  address_format: AddressFormat[];
  xpub: string;
  confirmations: string;
  rpc_url: string;
  token_contract: string;
}

const toValues = (n?: AdminNetwork): Values => ({
  name: n?.name ?? '',
  currency: n?.currency ?? 'USDT',
  address: n?.address ?? '',
  min_amount: n?.min_amount ?? '',
  address_format: [n?.address_format ?? 'evm'],
  xpub: n?.xpub ?? '',
  confirmations: String(n?.confirmations ?? 12),
  rpc_url: n?.rpc_url ?? '',
  token_contract: n?.token_contract ?? '',
  ...orderValues(n),
});

const toBody = (v: Values): AdminNetworkSave => ({
  name: v.name.trim(),
  currency: v.currency.trim() || 'USDT',
  address: v.address.trim(),
  min_amount: v.min_amount.trim(),
  address_format: v.address_format[0] ?? 'evm',
  // The server checks the key (an xprv is refused: no private key is ever stored) and the URL.
  xpub: v.xpub.trim(),
  confirmations: Math.max(1, Math.floor(Number(v.confirmations)) || 1),
  rpc_url: v.rpc_url.trim(),
  token_contract: v.token_contract.trim(),
  ...orderBody(v),
});

/**
 * A deposit network: name (DEX, BSC and HECO are refused by the server), currency, platform address,
 * minimum, and what gives each shopper their own deposit address: the address format, the account's
 * extended public key, the confirmations a deposit waits for, the RPC URL the chain is read from and the token contract
 * whose transfers the watcher credits. A stored network also shows its key replacement (NetworkKeyPanel).
 */
export function NetworkEditScreen({ paths }: { paths: ContentPaths }) {
  const { t } = useTranslation('consoleContent');
  const required = useRequiredRule();
  const id = useEditedId();
  const { data } = useContentDetail<AdminNetwork>('networks', id);
  return (
    <>
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
        <Form.Item name="address_format" label={t('field.addressFormat')}>
          <Selector
            options={[
              { label: 'EVM (0x…)', value: 'evm' },
              { label: 'TRON (T…)', value: 'tron' },
            ]}
          />
        </Form.Item>
        <Form.Item name="xpub" label={t('field.xpub')} description={t('field.xpubHint')}>
          <Input maxLength={200} aria-label={t('field.xpub')} placeholder="xpub…" clearable />
        </Form.Item>
        <Form.Item name="confirmations" label={t('field.confirmations')}>
          <Input inputMode="numeric" aria-label={t('field.confirmations')} />
        </Form.Item>
        <Form.Item name="rpc_url" label={t('field.rpcUrl')}>
          <Input maxLength={500} aria-label={t('field.rpcUrl')} placeholder="https://" clearable />
        </Form.Item>
        <Form.Item name="token_contract" label={t('field.tokenContract')} description={t('field.tokenContractHint')}>
          <Input maxLength={100} aria-label={t('field.tokenContract')} placeholder="0x… / T…" clearable />
        </Form.Item>
        <OrderFields />
      </ContentEditor>
      {data && <NetworkKeyPanel network={data} />}
    </>
  );
}

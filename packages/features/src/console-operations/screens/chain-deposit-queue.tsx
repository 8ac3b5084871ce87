import useSWR from 'swr';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminChainDeposit, AdminNetwork } from '@bazaar/contract';
import { queryKeys, useApi, usePagedList } from '../../lib';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { SelectField } from '../../console-kit/components/select-field';
import { CHAIN_DEPOSIT_FILTERS } from '../components/status-filters';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useMoney } from '../components/use-money';
import '../../console-kit/components/console.css';

/** A transaction hash or address, shortened to its ends (the search takes any part of it). */
const short = (text: string) => (text.length > 20 ? `${text.slice(0, 10)}…${text.slice(-8)}` : text);

/**
 * The deposits the chain watcher saw to shoppers' own addresses, below the minimum first: those are
 * recorded but not credited, for the operator to settle by hand. By network, status and keyword.
 */
export function ChainDepositQueue() {
  const { t } = useTranslation('console');
  const api = useApi();
  const money = useMoney();
  const { filter, tabs, onSearch } = useListQuery(CHAIN_DEPOSIT_FILTERS[0]!);
  const [networkId, setNetworkId] = useState('');
  const networks = useSWR(
    queryKeys.chainDepositNetworks(),
    async () => (await api.admin.networks.list<AdminNetwork>({ limit: 50 })).data,
  );
  const query = {
    status: filter.status as AdminChainDeposit['status'] | undefined,
    keyword: filter.keyword || undefined,
    network_id: networkId ? Number(networkId) : undefined,
  };
  const list = usePagedList<AdminChainDeposit>(
    queryKeys.chainDepositQueue(query.status ?? '', query.keyword ?? '', networkId),
    (page) => api.admin.chainDepositList({ ...query, page, limit: 20 }),
  );

  return (
    <>
      <div className="bz-console-filter-bar">
        <SelectField
          aria-label={t('deposits.network')}
          value={networkId}
          onChange={setNetworkId}
          placeholder={t('deposits.allNetworks')}
          options={(networks.data ?? []).map((n) => ({ value: n.id, label: n.name }))}
        />
      </div>
      <QueuePage
        statuses={CHAIN_DEPOSIT_FILTERS}
        {...tabs}
        searchPlaceholder={t('deposits.search')}
        onSearch={onSearch}
        list={list}
        renderItem={(d) => (
          <RecordCard
            title={`#${d.id} · ${d.token_amount} · ${d.network_name}`}
            status={<StatusOf status={d.status} />}
            lines={[
              { label: t('field.user'), value: `${d.username} · #${d.user_id}` },
              { label: t('deposits.received'), value: d.token_amount },
              { label: t('field.amount'), value: d.amount === null ? t('deposits.tooLarge') : money(d.amount) },
              { label: t('deposits.toAddress'), value: short(d.to_address) },
              { label: t('deposits.from'), value: short(d.from_address) },
              { label: t('deposits.transaction'), value: `${short(d.tx_hash)} #${d.log_index}` },
              { label: t('deposits.block'), value: String(d.block_number) },
              ...(d.recharge_id ? [{ label: t('deposits.topUp'), value: `#${d.recharge_id}` }] : []),
              { label: t('field.time'), value: formatTime(d.createtime) },
            ]}
          >
            {d.status === 'below_min' && <p className="bz-console-card__note">{t('deposits.belowMinHint')}</p>}
          </RecordCard>
        )}
      />
    </>
  );
}

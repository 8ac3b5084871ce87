import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditStatus } from '@bazaar/contract';
import { EmptyState, PullRefreshList, RecordItem, formatDateTime } from '@bazaar/design-system';
import { useListTexts } from '../../lib';
import { useRechargeLog } from '../api/get-recharge-log';
import { AuditStatusTag } from '../components/audit-status-tag';
import { StatusTabs } from '../components/status-tabs';
import './wallet.css';

type Filter = AuditStatus | 'all';
const FILTERS: Filter[] = ['all', 'auditing', 'passed', 'refused'];

/** /topUpRecord: the shopper's top-ups with their audit state, newest first, endless. */
export function TopUpRecordScreen() {
  const { t } = useTranslation('wallet');
  const texts = useListTexts();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useRechargeLog(filter === 'all' ? undefined : filter);
  return (
    <div className="bz-wallet bz-wallet--list">
      <StatusTabs
        tabs={FILTERS.map((key) => ({ key, title: t(`status.${key}`) }))}
        active={filter}
        onChange={setFilter}
      />
      <PullRefreshList
        {...texts}
        loading={list.loading}
        listLoading={list.listLoading}
        finished={list.finished}
        onRefresh={list.refresh}
        onLoadMore={list.loadMore}
        empty={<EmptyState description={t('empty.topUp')} />}
      >
        {list.items.map((r) => (
          <RecordItem
            key={r.id}
            title={r.network_name ? `${t(`rechargeType.${r.type}`)} · ${r.network_name}` : t(`rechargeType.${r.type}`)}
            amount={r.amount}
            time={formatDateTime(r.createtime)}
            status={<AuditStatusTag status={r.status} />}
            details={[
              { label: r.type === 'chain' ? t('payingAddress') : t('payingAccount'), value: r.address },
              ...(r.audittime ? [{ label: t('record.audited'), value: formatDateTime(r.audittime) }] : []),
            ]}
            note={r.audit_remark ? t('record.remark', { remark: r.audit_remark }) : undefined}
          />
        ))}
      </PullRefreshList>
    </div>
  );
}

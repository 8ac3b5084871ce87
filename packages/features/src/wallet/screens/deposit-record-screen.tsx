import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditStatus } from '@bazaar/contract';
import { EmptyState, PullRefreshList, RecordItem, formatDateTime } from '@bazaar/design-system';
import { useListTexts } from '../../lib';
import { useExtractLog } from '../api/get-extract-log';
import { AuditStatusTag } from '../components/audit-status-tag';
import { StatusTabs } from '../components/status-tabs';
import './wallet.css';

type Filter = AuditStatus | 'all';
const FILTERS: Filter[] = ['all', 'auditing', 'passed', 'refused'];

/** /depositRecord: withdrawals with service charge, actual arrival and the audit result. */
export function DepositRecordScreen() {
  const { t } = useTranslation('wallet');
  const texts = useListTexts();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useExtractLog(filter === 'all' ? undefined : filter);
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
        empty={<EmptyState description={t('empty.withdraw')} />}
      >
        {list.items.map((w) => (
          <RecordItem
            key={w.id}
            title={`${t('withdraw')} · ${t(`draw.${w.type}`)}`}
            amount={w.amount}
            time={formatDateTime(w.createtime)}
            status={<AuditStatusTag status={w.status} />}
            details={[
              { label: t('record.fee'), value: `$${w.fee}` },
              { label: t('record.actual'), value: `$${w.actual_amount}` },
              ...(w.audittime ? [{ label: t('record.audited'), value: formatDateTime(w.audittime) }] : []),
            ]}
            note={w.audit_remark ? t('record.remark', { remark: w.audit_remark }) : undefined}
          />
        ))}
      </PullRefreshList>
    </div>
  );
}

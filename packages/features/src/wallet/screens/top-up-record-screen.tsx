import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordItem, formatDateTime } from '@bazaar/design-system';
import { useTopUpRecords } from '../api/get-top-up-records';
import { AuditStatusTag } from '../components/audit-status-tag';
import { auditNote } from '../components/audit-note';
import { useOneRecord } from '../components/one-record';
import { RecordsPage } from '../components/records-page';
import { AUDIT_FILTERS, auditFilterStatus, type AuditFilter } from '../utils/audit-filter';
import './wallet.css';

/** /topUpRecord: the shopper's top-ups with their audit state, newest first, endless; `?id=` only that one. */
export function TopUpRecordScreen() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<AuditFilter>('all');
  const one = useOneRecord();
  const list = useTopUpRecords(auditFilterStatus(filter), one.id);
  return (
    <RecordsPage
      tabs={AUDIT_FILTERS.map((key) => ({ key, title: t(`status.${key}`) }))}
      active={filter}
      onChange={setFilter}
      note={one.note}
      list={list}
      empty={t('empty.topUp')}
    >
      {(r) => (
        <RecordItem
          key={r.id}
          className={one.focusClass(r.id)}
          title={r.network_name ? `${t(`topUpType.${r.type}`)} · ${r.network_name}` : t(`topUpType.${r.type}`)}
          amount={r.amount}
          time={formatDateTime(r.createtime)}
          status={<AuditStatusTag status={r.status} />}
          details={[
            { label: r.type === 'chain' ? t('payingAddress') : t('payingAccount'), value: r.address },
            ...(r.audittime ? [{ label: t('record.audited'), value: formatDateTime(r.audittime) }] : []),
          ]}
          note={auditNote(t, r)}
        />
      )}
    </RecordsPage>
  );
}

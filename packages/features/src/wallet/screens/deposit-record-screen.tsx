import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordItem, formatDateTime } from '@bazaar/design-system';
import { useExtractLog } from '../api/get-extract-log';
import { AuditStatusTag } from '../components/audit-status-tag';
import { RecordsPage } from '../components/records-page';
import { AUDIT_FILTERS, auditFilterStatus, type AuditFilter } from '../utils/audit-filter';
import './wallet.css';

/** /depositRecord: withdrawals with service charge, actual arrival and the audit result. */
export function DepositRecordScreen() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<AuditFilter>('all');
  const list = useExtractLog(auditFilterStatus(filter));
  return (
    <RecordsPage
      tabs={AUDIT_FILTERS.map((key) => ({ key, title: t(`status.${key}`) }))}
      active={filter}
      onChange={setFilter}
      list={list}
      empty={t('empty.withdraw')}
    >
      {(w) => (
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
      )}
    </RecordsPage>
  );
}

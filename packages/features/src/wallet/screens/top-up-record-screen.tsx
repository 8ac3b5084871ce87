import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordItem, formatDateTime } from '@bazaar/design-system';
import { useRechargeLog } from '../api/get-recharge-log';
import { AuditStatusTag } from '../components/audit-status-tag';
import { RecordsPage } from '../components/records-page';
import { AUDIT_FILTERS, auditFilterStatus, type AuditFilter } from '../utils/audit-filter';
import './wallet.css';

/** /topUpRecord: the shopper's top-ups with their audit state, newest first, endless. */
export function TopUpRecordScreen() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<AuditFilter>('all');
  const list = useRechargeLog(auditFilterStatus(filter));
  return (
    <RecordsPage
      tabs={AUDIT_FILTERS.map((key) => ({ key, title: t(`status.${key}`) }))}
      active={filter}
      onChange={setFilter}
      list={list}
      empty={t('empty.topUp')}
    >
      {(r) => (
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
      )}
    </RecordsPage>
  );
}

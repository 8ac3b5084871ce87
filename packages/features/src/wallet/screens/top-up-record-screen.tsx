import { useTranslation } from 'react-i18next';
import { RecordItem, formatDateTime } from '@bazaar/design-system';
import { useTopUpRecords } from '../api/get-top-up-records';
import { AuditStatusTag } from '../components/audit-status-tag';
import { auditNote } from '../components/audit-note';
import { RecordsPage } from '../components/records-page';
import { useAuditFilterTabs } from '../components/use-audit-filter-tabs';
import './wallet.css';

/** /topUpRecord: the shopper's top-ups with their audit state, newest first, endless; `?id=` only that one. */
export function TopUpRecordScreen() {
  const { t } = useTranslation('wallet');
  const audit = useAuditFilterTabs();
  const list = useTopUpRecords(audit.status, audit.id);
  return (
    <RecordsPage {...audit.tabs} list={list} empty={t('empty.topUp')}>
      {(r) => (
        <RecordItem
          key={r.id}
          className={audit.focusClass(r.id)}
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

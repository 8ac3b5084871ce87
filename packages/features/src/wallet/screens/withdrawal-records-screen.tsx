import { useTranslation } from 'react-i18next';
import { RecordItem, formatDateTime, useFormatMoney } from '@bazaar/design-system';
import { useWithdrawalRecords } from '../api/get-withdrawal-records';
import { AuditStatusTag } from '../components/audit-status-tag';
import { auditNote } from '../components/audit-note';
import { RecordsPage } from '../components/records-page';
import { useAuditFilterTabs } from '../components/use-audit-filter-tabs';
import './wallet.css';

/**
 * /depositRecord: withdrawals with service charge, actual arrival, where they go (the card
 * masked to its last digits, or the network and address) and the audit result; `?id=` shows only that one.
 */
export function WithdrawalRecordsScreen() {
  const { t } = useTranslation('wallet');
  const audit = useAuditFilterTabs();
  const list = useWithdrawalRecords(audit.status, audit.id);
  const money = useFormatMoney();
  return (
    <RecordsPage {...audit.tabs} list={list} empty={t('empty.withdraw')}>
      {(w) => (
        <RecordItem
          key={w.id}
          className={audit.focusClass(w.id)}
          title={`${t('withdraw')} · ${t(`draw.${w.type}`)}`}
          amount={w.amount}
          time={formatDateTime(w.createtime)}
          status={<AuditStatusTag status={w.status} />}
          details={[
            { label: t('record.fee'), value: `$${money(w.fee)}` },
            { label: t('record.actual'), value: `$${money(w.actual_amount)}` },
            ...(w.type === 'chain' ? [{ label: t('record.network'), value: w.network_name }] : []),
            {
              label: t('record.payee'),
              value: w.type === 'bank' ? `${w.bank_name} ${w.bank_card_no}` : w.address,
            },
            ...(w.audittime ? [{ label: t('record.audited'), value: formatDateTime(w.audittime) }] : []),
          ]}
          note={auditNote(t, w)}
        />
      )}
    </RecordsPage>
  );
}

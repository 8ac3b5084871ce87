import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../components/queue-page';
import { RecordCard } from '../components/record-card';
import { useAudit } from '../components/use-audit';

const STATUSES = ['auditing', 'passed', 'refused'] as const;

/** Withdrawals to audit with where to pay; passing pays out, refusing returns the frozen money. */
export function WithdrawalQueueScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const [status, setStatus] = useState<string>('auditing');
  const list = useAdminList('withdrawals', { status }, api.admin.extractList);
  const audit = useAudit(api.admin.extractAudit, list.refresh);

  return (
    <QueuePage
      statuses={STATUSES}
      status={status}
      onStatus={setStatus}
      list={list}
      itemKey={(r) => r.id}
      renderItem={(r) => (
        <RecordCard
          title={`#${r.id} · ${r.amount}`}
          status={<StatusOf status={r.status} />}
          lines={[
            { label: t('field.user'), value: r.user_id },
            { label: t('field.fee'), value: r.fee },
            { label: t('field.actual'), value: r.actual_amount },
            ...(r.type === 'bank'
              ? [
                  { label: t('field.bank'), value: r.bank_name },
                  { label: t('field.card'), value: r.bank_card_no },
                  { label: t('field.accountName'), value: r.account_name },
                ]
              : [{ label: t('field.address'), value: r.address }]),
            { label: t('field.time'), value: formatTime(r.createtime) },
            ...(r.audit_remark ? [{ label: t('field.remark'), value: r.audit_remark }] : []),
          ]}
          actions={
            r.status === 'auditing'
              ? [
                  { key: 'pass', label: t('action.pass'), color: 'primary', onClick: () => void audit(r.id, 'passed') },
                  {
                    key: 'refuse',
                    label: t('action.refuse'),
                    color: 'danger',
                    onClick: () => void audit(r.id, 'refused'),
                  },
                ]
              : []
          }
        />
      )}
    />
  );
}

import { useState } from 'react';
import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../components/queue-page';
import { RecordCard } from '../components/record-card';
import { useAudit } from '../components/use-audit';

const STATUSES = ['auditing', 'passed', 'refused'] as const;

/** Recharges to audit, with the shopper's evidence image; passing credits the balance. */
export function RechargeQueueScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const [status, setStatus] = useState<string>('auditing');
  const list = useAdminList('recharges', { status }, api.admin.rechargeList);
  const audit = useAudit(api.admin.rechargeAudit, list.refresh);

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
            { label: t('field.type'), value: t(`type.${r.type}`) },
            ...(r.network_name ? [{ label: t('field.network'), value: r.network_name }] : []),
            ...(r.address ? [{ label: t('field.address'), value: r.address }] : []),
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
        >
          {r.image && (
            <Image
              className="bz-console-evidence"
              src={r.image}
              alt={t('field.evidence')}
              onClick={() => ImageViewer.show({ image: r.image })}
            />
          )}
        </RecordCard>
      )}
    />
  );
}

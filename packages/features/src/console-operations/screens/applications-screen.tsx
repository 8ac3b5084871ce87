import { alertDialog } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../../lib/console/components/audit-tag';
import { formatTime } from '../components/format';
import { QueuePage } from '../../lib/console/components/queue-page';
import { RecordCard } from '../../lib/console/components/record-card';
import { useAudit } from '../components/use-audit';
import { useListQuery } from '../../lib/console/components/use-list-query';
import { useDialogTexts } from '../../lib/console/components/use-texts';

const STATUSES = ['auditing', 'passed', 'refused'] as const;

/** Merchant applications: approving creates the shop and its merchant sign-in, shown once here. */
export function ApplicationsScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const texts = useDialogTexts();
  const { filter, tabs } = useListQuery('auditing');
  const list = useAdminList('applications', filter, api.admin.merchantApplications);
  const audit = useAudit(api.admin.merchantReview, list.refresh);

  const approve = async (id: number) => {
    const answer = await audit(id, 'passed');
    if (answer?.shop) {
      const { username, password } = answer.shop;
      await alertDialog({ content: t('action.approved', { username, password }), confirmText: texts.ok });
    }
  };

  return (
    <QueuePage
      statuses={STATUSES}
      {...tabs}
      list={list}
      renderItem={(a) => (
        <RecordCard
          title={a.shop_name}
          status={<StatusOf status={a.status} />}
          lines={[
            { label: t('field.contact'), value: a.contact_name },
            { label: t('field.mobile'), value: a.mobile },
            { label: t('field.email'), value: a.email },
            { label: t('field.description'), value: a.description },
            { label: t('field.time'), value: formatTime(a.createtime) },
            ...(a.remark ? [{ label: t('field.remark'), value: a.remark }] : []),
          ]}
          actions={
            a.status === 'auditing'
              ? [
                  { key: 'pass', label: t('action.approve'), color: 'primary', onClick: () => void approve(a.id) },
                  {
                    key: 'refuse',
                    label: t('action.refuse'),
                    color: 'danger',
                    onClick: () => void audit(a.id, 'refused'),
                  },
                ]
              : []
          }
        />
      )}
    />
  );
}

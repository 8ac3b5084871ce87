import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { formatTime } from '../components/format';
import { QueuePage } from '../../lib/console/components/queue-page';
import { RecordCard } from '../../lib/console/components/record-card';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** Who did what to which record, when, with the record before and after. */
export function AuditLogScreen() {
  const { t } = useTranslation('console');
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const list = useAdminList('auditLog', { keyword }, api.admin.auditLog);

  return (
    <QueuePage
      searchPlaceholder={t('searchLog')}
      onSearch={setKeyword}
      list={list}
      renderItem={(e) => (
        <RecordCard
          title={e.action}
          lines={[
            { label: t('field.operator'), value: e.admin_username || e.admin_id },
            { label: t('field.target'), value: `${e.target_type} #${e.target_id}` },
            { label: t('field.time'), value: formatTime(e.createtime) },
            ...(e.remark ? [{ label: t('field.remark'), value: e.remark }] : []),
          ]}
        >
          {[
            ['before', json(e.before)],
            ['after', json(e.after)],
          ]
            .filter(([, text]) => text)
            .map(([key, text]) => (
              <details key={key}>
                <summary>{t(`field.${key}`)}</summary>
                <pre className="bz-console-json">{text}</pre>
              </details>
            ))}
        </RecordCard>
      )}
    />
  );
}

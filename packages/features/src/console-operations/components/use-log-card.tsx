import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@bazaar/contract';
import { formatTime } from './format';
import { RecordCard } from '../../console-kit/components/record-card';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** An audit log entry's card, with the record before and after folded away. */
export function useLogCard() {
  const { t } = useTranslation('console');
  return (e: AuditLogEntry) => (
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
  );
}

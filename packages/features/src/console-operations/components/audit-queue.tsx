import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListQuery, AuditBody, AuditStatus, Page } from '@bazaar/contract';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../../lib/console/components/audit-tag';
import { formatTime } from './format';
import { QueuePage } from '../../lib/console/components/queue-page';
import { RecordCard } from '../../lib/console/components/record-card';
import { AUDIT_FILTERS } from './status-filters';
import { useListQuery } from '../../lib/console/components/use-list-query';
import { useAudit } from './use-audit';
import { useMoney } from './use-money';

/** What every audited money record has. */
export interface AuditRecord {
  id: number;
  amount: string;
  user_id: number;
  username: string;
  status: AuditStatus;
  audit_remark: string;
  createtime: number;
}

export interface AuditQueueProps<T extends AuditRecord> {
  /** The list's cache name. */
  name: string;
  fetch: (query: AdminListQuery) => Promise<Page<T>>;
  audit: (body: AuditBody) => Promise<unknown>;
  /** The lines of a record between the shopper and the time. */
  lines: (record: T) => { label: ReactNode; value: ReactNode }[];
  /** Shown under the lines, e.g. the evidence image. */
  extra?: (record: T) => ReactNode;
}

/**
 * The recharge and withdrawal queues: a tab per audit state (under audit first), one card per
 * record, and pass or refuse, once, on a record under audit.
 */
export function AuditQueue<T extends AuditRecord>({ name, fetch, audit: call, lines, extra }: AuditQueueProps<T>) {
  const { t } = useTranslation('console');
  const { filter, tabs } = useListQuery('auditing');
  const list = useAdminList(name, filter, fetch);
  const audit = useAudit(call, list.refresh);
  const money = useMoney();

  return (
    <QueuePage
      statuses={AUDIT_FILTERS}
      {...tabs}
      list={list}
      renderItem={(r) => (
        <RecordCard
          title={`#${r.id} · ${money(r.amount)}`}
          status={<StatusOf status={r.status} />}
          lines={[
            { label: t('field.user'), value: `${r.username} · #${r.user_id}` },
            ...lines(r),
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
          {extra?.(r)}
        </RecordCard>
      )}
    />
  );
}

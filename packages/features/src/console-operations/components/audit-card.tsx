import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListQuery, AuditBody, AuditStatus, Page } from '@bazaar/contract';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from './format';
import { RecordCard } from '../../console-kit/components/record-card';
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

export interface AuditCardProps<T extends AuditRecord> {
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
 * A money record's card: the shopper, its lines and evidence, and pass or refuse, once, while it is
 * under audit; the phone's queue and the desk's opened row show the same one. `refresh` after an audit.
 */
export function useAuditCard<T extends AuditRecord>(
  { audit: call, lines, extra }: Pick<AuditCardProps<T>, 'audit' | 'lines' | 'extra'>,
  refresh: () => Promise<unknown>,
) {
  const { t } = useTranslation('console');
  const audit = useAudit(call, refresh);
  const money = useMoney();
  return (r: T) => (
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
              { key: 'refuse', label: t('action.refuse'), color: 'danger', onClick: () => void audit(r.id, 'refused') },
            ]
          : []
      }
    >
      {extra?.(r)}
    </RecordCard>
  );
}

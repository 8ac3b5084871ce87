import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_FILTERS, auditFilterStatus, type AuditFilter } from '../utils/audit-filter';
import { useOneRecord } from './one-record';

/**
 * What the top-up and withdrawal records screens share: the audit-status tabs (every status, or one) and
 * `?id=` (only that record). Answers the status and id the list is asked for, the tabs and note to spread
 * on RecordsPage, and the class that picks out the one record.
 */
export function useAuditFilterTabs() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<AuditFilter>('all');
  const one = useOneRecord();
  return {
    status: auditFilterStatus(filter),
    id: one.id,
    focusClass: one.focusClass,
    tabs: {
      tabs: AUDIT_FILTERS.map((key) => ({ key, title: t(`status.${key}`) })),
      active: filter,
      onChange: setFilter,
      note: one.note,
    },
  };
}

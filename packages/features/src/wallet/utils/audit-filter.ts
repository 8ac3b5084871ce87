import type { AuditStatus } from '@bazaar/contract';

/** The filter tabs of the top-up and withdrawal records: every status, or one. */
export const AUDIT_FILTERS = ['all', 'auditing', 'passed', 'refused'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export const auditFilterStatus = (filter: AuditFilter): AuditStatus | undefined =>
  filter === 'all' ? undefined : filter;

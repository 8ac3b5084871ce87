import type { TFunction } from 'i18next';
import type { AuditStatus } from '@bazaar/contract';

/** The operator's words under a record: the reason of a refusal, or the remark of a pass; none when empty. */
export function auditNote(t: TFunction<'wallet'>, record: { status: AuditStatus; audit_remark: string }) {
  if (!record.audit_remark) return undefined;
  const key = record.status === 'refused' ? 'record.reason' : 'record.remark';
  return t(key, { remark: record.audit_remark });
}

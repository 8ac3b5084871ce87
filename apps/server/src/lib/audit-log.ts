import type { DbOrTrx } from '../db';
import { nowSeconds } from './time';
import type { AdminIdentity } from '../plugins/admin-auth';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  remark?: string;
}

/**
 * Who did what to which record, with the record before and after. Written in the same
 * transaction as the action, so the log never claims something that was rolled back.
 */
export async function writeAuditLog(trx: DbOrTrx, admin: AdminIdentity, entry: AuditEntry, ip = ''): Promise<void> {
  await trx
    .insertInto('admin_audit_log')
    .values({
      admin_id: admin.id,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      detail: JSON.stringify({ before: entry.before ?? null, after: entry.after ?? null, remark: entry.remark ?? '' }),
      ip,
      createtime: nowSeconds(),
    })
    .execute();
}

import type { AdminAuditLogQuery, AuditLogEntry, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';

interface Detail {
  before?: unknown;
  after?: unknown;
  remark?: string;
}

function detailOf(text: string): Detail {
  try {
    return JSON.parse(text) as Detail;
  } catch {
    return {};
  }
}

/** audit_log: newest first (or `order=asc`); `keyword` is part of the action ("recharge.passed") or the target type; period. */
export async function auditLogList(db: DbOrTrx, query: AdminAuditLogQuery): Promise<Page<AuditLogEntry>> {
  const args = pageArgs(query);
  let base = db.selectFrom('admin_audit_log as l').leftJoin('admins as a', 'a.id', 'l.admin_id');
  const keyword = query.keyword?.trim().replace(/[%_\\]/g, '');
  if (keyword) {
    base = base.where((eb) =>
      eb.or([eb('l.action', 'like', `%${keyword}%`), eb('l.target_type', 'like', `%${keyword}%`)]),
    );
  }
  if (query.start !== undefined) base = base.where('l.createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('l.createtime', '<', query.end);
  const [rows, count] = await Promise.all([
    base
      .select(['l.id', 'l.admin_id', 'a.username', 'l.action', 'l.target_type', 'l.target_id', 'l.detail', 'l.ip'])
      .select('l.createtime')
      .orderBy('l.id', query.order ?? 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(
    rows.map((r) => {
      const detail = detailOf(r.detail);
      return {
        id: r.id,
        admin_id: r.admin_id,
        admin_username: r.username ?? '',
        action: r.action,
        target_type: r.target_type,
        target_id: r.target_id,
        before: detail.before ?? null,
        after: detail.after ?? null,
        remark: detail.remark ?? '',
        ip: r.ip,
        createtime: r.createtime,
      };
    }),
    Number(count.n),
    args,
  );
}

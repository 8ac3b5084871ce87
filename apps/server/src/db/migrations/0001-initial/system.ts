import type { TableSpec } from '../table-spec';

/** Plumbing shared by every domain. (settings has a text primary key and is created in index.ts.) */
export const systemTables: Record<string, TableSpec> = {
  idempotency_keys: {
    columns: {
      user_id: 'int',
      key: 'text',
      // sha256 of method, path and body: the same key with another body is refused.
      request_hash: 'text',
      // running | done
      status: 'text:running',
      response: 'text?',
      createtime: 'time',
      updatetime: 'time',
    },
    unique: [['user_id', 'key']],
    indexes: [['createtime']],
  },
  jobs: {
    columns: {
      // e.g. order_auto_cancel, order_auto_receive, order_auto_complete
      kind: 'text',
      ref: 'text',
      run_at: 'time',
      // pending | done | failed | cancelled
      status: 'text:pending',
      attempts: 'int',
      last_error: 'text',
      locked_by: 'text?',
      locked_until: 'time?',
      createtime: 'time',
      updatetime: 'time',
    },
    // One timer per kind and subject: scheduling twice is a no-op.
    unique: [['kind', 'ref']],
    indexes: [['status', 'run_at']],
  },
  admin_audit_log: {
    columns: {
      admin_id: 'int',
      action: 'text',
      target_type: 'text',
      target_id: 'text',
      detail: 'json{}',
      ip: 'text',
      createtime: 'time',
    },
    indexes: [
      ['admin_id', 'createtime'],
      ['target_type', 'target_id'],
    ],
  },
};

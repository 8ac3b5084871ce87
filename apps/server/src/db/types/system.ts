import type { D, Id, JsonText, Time } from './columns';

export interface IdempotencyKeysTable {
  id: Id;
  user_id: number;
  key: string;
  request_hash: string;
  status: D<'running' | 'done'>;
  response: string | null;
  createtime: Time;
  updatetime: Time;
}

export interface JobsTable {
  id: Id;
  kind: string;
  ref: string;
  run_at: number;
  status: D<'pending' | 'done' | 'failed' | 'cancelled'>;
  attempts: D<number>;
  last_error: D<string>;
  locked_by: string | null;
  locked_until: number | null;
  createtime: Time;
  updatetime: Time;
}

export interface AdminAuditLogTable {
  id: Id;
  admin_id: number;
  action: string;
  target_type: D<string>;
  target_id: D<string>;
  detail: JsonText;
  ip: D<string>;
  createtime: Time;
}

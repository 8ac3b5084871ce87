import type { Db } from '../../db';
import { CHAIN_WATCH_JOB } from '../deposit/chain-watch';
import { PUSH_JOB } from '../notification/push-outbox';

/** A due job waiting longer than this counts as overdue (polls run every few seconds). */
export const OVERDUE_SECONDS = 60;

export interface DueJobs {
  kind: string;
  due: number;
  overdue: number;
  /** Seconds since the oldest due job of the kind should have run. */
  oldest: number;
}

/** Pending jobs already due, per kind (order timers, pushes, alerts); the chain watchers' leases are not jobs to run. */
export async function dueJobs(db: Db, now: number): Promise<DueJobs[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number>().as('due'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('run_at', '<=', now - OVERDUE_SECONDS)
            .then(1)
            .else(0)
            .end(),
        )
        .as('overdue'),
      eb.fn.min<number>('run_at').as('first'),
    ])
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .where('kind', '!=', CHAIN_WATCH_JOB)
    .groupBy('kind')
    .execute();
  return rows.map((r) => ({ kind: r.kind, due: Number(r.due), overdue: Number(r.overdue), oldest: now - r.first }));
}

/** Pushes queued and not yet delivered (due or waiting for a retry). */
export async function undeliveredPushes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', PUSH_JOB)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface WatcherLag {
  network: string;
  /** EVM: blocks between the head seen in the last round and the next block to scan; TRON cursors are times, so undefined. */
  behind: number | undefined;
  /** Seconds since the watcher's last round wrote its cursor. */
  age: number;
}

export async function watcherLag(db: Db, now: number): Promise<WatcherLag[]> {
  const rows = await db
    .selectFrom('chain_cursors as c')
    .innerJoin('chain_networks as n', 'n.id', 'c.network_id')
    .select(['n.name', 'n.address_format', 'c.position', 'c.head', 'c.updatetime'])
    .execute();
  return rows.map((r) => ({
    network: r.name,
    behind: r.address_format === 'evm' && r.head > 0 ? Math.max(0, r.head - Number(r.position) + 1) : undefined,
    age: Math.max(0, now - r.updatetime),
  }));
}

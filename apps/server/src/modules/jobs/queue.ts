import { sql } from 'kysely';
import type { Db, Trx } from '../../db';
import { nowSeconds } from '../../lib/time';

/** A handler that cannot act yet asks to be run again at `runAgainAt` instead of ending. */
export interface JobDeferral {
  runAgainAt: number;
}

/** Does the job's work inside one transaction; `now` is the scheduler's clock. */
export type JobHandler = (trx: Trx, ref: string, now: number) => Promise<void | JobDeferral>;

/** A claimed job is this worker's for LEASE_SECONDS; a crashed worker's jobs are taken over after it. */
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 5;
const RETRY_SECONDS = 60;

/** A job's row set to run (again) at `runAt` from the start: pending, no attempts, lease free. */
export const rescheduled = (runAt: number, now: number) => ({
  run_at: runAt,
  status: 'pending' as const,
  attempts: 0,
  last_error: '',
  locked_by: null,
  locked_until: null,
  updatetime: now,
});

/**
 * Schedules (or moves) the timer `kind` of `ref`. One row per kind and subject, so a timer
 * set twice exists once; the row lives in the database and so survives restarts.
 */
export async function scheduleJob(trx: Trx, kind: string, ref: string | number, runAt: number): Promise<void> {
  const now = nowSeconds();
  await trx
    .insertInto('jobs')
    .values({ kind, ref: String(ref), run_at: runAt, createtime: now, updatetime: now })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doUpdateSet(rescheduled(runAt, now)))
    .execute();
}

export interface RunOptions {
  now: number;
  /** This process's name in locked_by. */
  worker: string;
  limit?: number;
}

/** Pending jobs of these kinds that are due and not leased, the earliest first. */
export function dueJobs(db: Db, kinds: string[], now: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'ref'])
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .where('kind', 'in', kinds)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Leases job `id` to `worker` for `seconds` with a conditional UPDATE (only a pending job whose
 * lease is free), counting an attempt. True when this worker got it.
 */
export async function claimJob(
  db: Db,
  id: number,
  lease: { now: number; worker: string; seconds: number },
): Promise<boolean> {
  const { now } = lease;
  const claimed = await db
    .updateTable('jobs')
    .set({ locked_by: lease.worker, locked_until: now + lease.seconds, attempts: sql`attempts + 1`, updatetime: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/**
 * Runs the due jobs that this worker manages to claim. A claim is a conditional UPDATE (only
 * a pending job whose lease is free), so several instances polling the same table never run
 * one job twice at once; the work and the `done` mark commit together. Returns how many ran.
 */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, options: RunOptions): Promise<number> {
  const { now, worker } = options;
  const kinds = Object.keys(handlers);
  if (!kinds.length) return 0;
  const due = await dueJobs(db, kinds, now, options.limit ?? 50);
  let ran = 0;
  for (const job of due) {
    if (!(await claimJob(db, job.id, { now, worker, seconds: LEASE_SECONDS }))) continue;
    try {
      await db.transaction().execute(async (trx) => {
        const deferral = await handlers[job.kind]!(trx, job.ref, now);
        const done = await trx
          .updateTable('jobs')
          .set(
            deferral
              ? { run_at: deferral.runAgainAt, attempts: 0, locked_by: null, locked_until: null, updatetime: now }
              : { status: 'done', locked_by: null, locked_until: null, updatetime: now },
          )
          .where('id', '=', job.id)
          .where('locked_by', '=', worker)
          .executeTakeFirst();
        // The lease ran out and another worker took the job: undo this run.
        if (!Number(done.numUpdatedRows)) throw new Error(`job ${job.id}: lease lost`);
      });
      ran += 1;
    } catch (error) {
      // If even this write fails, the lease runs out and the job is retried anyway.
      await db
        .updateTable('jobs')
        .set({
          status: sql`case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          locked_by: null,
          // Doubles as "not before": a failed job waits before its next attempt.
          locked_until: now + RETRY_SECONDS,
          updatetime: now,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', worker)
        .execute()
        .catch(() => undefined);
    }
  }
  return ran;
}

import type { Db } from '../../db';

export interface LeaseOptions {
  now: number;
  worker: string;
  /** How long the lease holds if this worker dies without giving it back. */
  seconds: number;
}

/**
 * Runs `work` while holding the jobs row (kind, ref) as a lease, outside any transaction: for
 * recurring work that talks to the network (a chain watcher's round), which must not hold a
 * database transaction open. Of several instances one gets the lease; the others skip. The row is
 * created on first use and stays pending; the lease is given back when `work` ends or fails.
 * Returns undefined when another worker holds the lease.
 */
export async function withJobLease<T>(
  db: Db,
  kind: string,
  ref: string,
  options: LeaseOptions,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const { now, worker } = options;
  await db
    .insertInto('jobs')
    .values({ kind, ref, run_at: now, createtime: now, updatetime: now })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .execute();
  const claimed = await db
    .updateTable('jobs')
    .set({ locked_by: worker, locked_until: now + options.seconds, updatetime: now })
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now), eb('locked_by', '=', worker)]))
    .executeTakeFirst();
  if (!Number(claimed.numUpdatedRows)) return undefined;
  let failure = '';
  try {
    return await work();
  } catch (error) {
    failure = String(error instanceof Error ? error.message : error).slice(0, 500);
    throw error;
  } finally {
    await db
      .updateTable('jobs')
      .set({ locked_by: null, locked_until: null, last_error: failure, updatetime: now })
      .where('kind', '=', kind)
      .where('ref', '=', ref)
      .where('locked_by', '=', worker)
      .execute()
      .catch(() => undefined);
  }
}

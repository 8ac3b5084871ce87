import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { pushMessageOf } from './message';
import { claimJob, dueJobs } from '../jobs/queue';
import { PUSH_JOB } from '../notification/push-outbox';
import { RefusedEndpointError } from './public-address';
import type { PushSender } from './sender';

export interface DeliverOptions {
  now: number;
  /** This process's name in the jobs lease. */
  worker: string;
  send: PushSender;
  log?: FastifyBaseLogger;
  limit?: number;
}

/** Long enough for every subscription of one shopper at the sender's timeout; a crashed worker's push is taken over after it. */
const LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 5;
const RETRY_SECONDS = 60;
/** Notifications delivered at once. */
const CONCURRENCY = 8;
/** The push service says the subscription is over: it is deleted. */
const GONE = new Set([404, 410]);

/**
 * Pushes the queued notifications this worker manages to claim. A claim is a conditional UPDATE
 * of the job (pending, lease free), so of several instances exactly one sends each notification;
 * the network work runs outside any transaction, and the job is deleted when done. Only when
 * no browser could be reached (network error, 5xx, 429) is it tried again later, so a browser
 * never gets the same message twice short of a crash between sending and deleting.
 * Returns how many notifications were pushed.
 */
export async function deliverPushes(db: Db, options: DeliverOptions): Promise<number> {
  const { now, worker } = options;
  const due = await dueJobs(db, [PUSH_JOB], now, options.limit ?? 50);
  let pushed = 0;
  const deliverJob = async (job: (typeof due)[number]) => {
    if (!(await claimJob(db, job.id, { now, worker, seconds: LEASE_SECONDS }))) return;
    let retry = false;
    try {
      retry = !(await pushOne(db, Number(job.ref), options));
      if (!retry) pushed += 1;
    } catch (error) {
      options.log?.error({ err: error, notification: job.ref }, 'push failed');
      retry = true;
    }
    // Done: the job goes (this worker's claim only; a lost lease means another worker has it now).
    const settle = retry
      ? db
          .updateTable('jobs')
          .set({
            status: sql`case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
            locked_by: null,
            // Doubles as "not before", as in jobs/queue.ts.
            locked_until: now + RETRY_SECONDS,
            updatetime: now,
          })
          .where('id', '=', job.id)
          .where('locked_by', '=', worker)
      : db.deleteFrom('jobs').where('id', '=', job.id).where('locked_by', '=', worker);
    await settle.execute().catch(() => undefined);
  };
  // Several shoppers at once, so a push service that is slow (up to the sender's timeout) holds up only its own.
  let next = 0;
  const lane = async () => {
    while (next < due.length) await deliverJob(due[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return pushed;
}

/** Sends one notification to every browser of its shopper. False when none of them could be reached. */
async function pushOne(db: Db, notificationId: number, options: DeliverOptions): Promise<boolean> {
  const found = await pushMessageOf(db, notificationId);
  if (!found) return true;
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', found.userId)
    .orderBy('id')
    .execute();
  const payload = JSON.stringify(found.message);
  let reached = subscriptions.length === 0;
  // Every browser at once (a shopper has at most PUSH_MAX_SUBSCRIPTIONS): a slow one delays none of the others.
  const sendTo = async (sub: (typeof subscriptions)[number]) => {
    let status: number;
    try {
      status = await options.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload);
    } catch (error) {
      if (error instanceof RefusedEndpointError) {
        // Not a push service's address: never tried again for this message.
        options.log?.warn({ err: error, subscription: sub.id }, 'push endpoint refused');
        reached = true;
      } else options.log?.warn({ err: error, subscription: sub.id }, 'push service unreachable');
      return;
    }
    if (GONE.has(status)) {
      // Only this row as it was: the endpoint may have been subscribed again meanwhile.
      await db.deleteFrom('push_subscriptions').where('id', '=', sub.id).where('endpoint', '=', sub.endpoint).execute();
      reached = true;
    } else if (status >= 200 && status < 300) {
      reached = true;
    } else if (status < 500 && status !== 429) {
      // A refusal that will not change (400 bad request, 413 too large): not retried.
      options.log?.warn({ status, subscription: sub.id }, 'push refused');
      reached = true;
    } else {
      options.log?.warn({ status, subscription: sub.id }, 'push service busy');
    }
  };
  await Promise.all(subscriptions.map(sendTo));
  return reached;
}

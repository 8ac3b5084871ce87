import type { Trx } from '../../db';
import { nowSeconds } from '../../lib/time';
import { scheduleJob } from '../jobs/queue';

/** The jobs kind of a notification waiting to be pushed; `ref` is the notification's id. */
export const PUSH_JOB = 'push_notification';

let written = 0;

/**
 * How many pushes this process has queued so far. The push plugin compares it after each
 * response: a request that queued one (and has committed by then) has it delivered at once.
 */
export const pushesQueued = (): number => written;

/**
 * Queues the push of notification `notificationId`, in the transaction that writes it: the job
 * exists exactly when the notification does, and is delivered only after the commit, outside it
 * (never inside a money transaction, and a push failure never undoes the action). Shoppers
 * without a subscription queue nothing.
 */
export async function enqueuePush(trx: Trx, userId: number, notificationId: number): Promise<void> {
  const subscribed = await trx
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (!subscribed) return;
  await scheduleJob(trx, PUSH_JOB, notificationId, nowSeconds());
  written += 1;
}

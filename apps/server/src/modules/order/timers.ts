import fp from 'fastify-plugin';
import type { Trx } from '../../db';
import type { JobHandler } from '../jobs/queue';
import { startScheduler } from '../jobs/scheduler';
import { cancelOrder, completeOrder, confirmOrder } from './lifecycle';
import { AUTO_CANCEL, AUTO_COMPLETE, AUTO_RECEIVE } from './timer-kinds';

const statusOf = async (trx: Trx, ref: string) =>
  (await trx.selectFrom('orders').select('status').where('id', '=', Number(ref)).executeTakeFirst())?.status;

/** While a refund is open the order waits; it may come back to where the timer expects it. */
const IN_REFUND: ReadonlySet<string> = new Set(['refunding', 'after_sale']);
const RECHECK_SECONDS = 86_400;

/**
 * The order timers. Each acts only if the order is still where the timer expects it (a paid
 * order is not cancelled, a confirmed one not confirmed again); otherwise the job just ends,
 * except during a refund: a refused or withdrawn refund returns the order to its status, so
 * the timer checks again a day later.
 */
export const orderJobHandlers: Record<string, JobHandler> = {
  [AUTO_CANCEL]: async (trx, ref) => {
    if ((await statusOf(trx, ref)) === 'waiting_pay') await cancelOrder(trx, Number(ref));
  },
  [AUTO_RECEIVE]: async (trx, ref, now) => {
    const status = await statusOf(trx, ref);
    if (status === 'delivered') await confirmOrder(trx, Number(ref), now);
    else if (status && IN_REFUND.has(status)) return { runAgainAt: now + RECHECK_SECONDS };
  },
  [AUTO_COMPLETE]: async (trx, ref, now) => {
    const status = await statusOf(trx, ref);
    if (status === 'received') await completeOrder(trx, Number(ref));
    else if (status && IN_REFUND.has(status)) return { runAgainAt: now + RECHECK_SECONDS };
  },
};

/** Polls the jobs table while the server runs; stopped (waiting for a running poll) on close. */
export const orderTimersPlugin = fp<{ intervalMs: number }>(
  async (app, opts) => {
    const scheduler = startScheduler({
      db: app.db,
      handlers: orderJobHandlers,
      intervalMs: opts.intervalMs,
      log: app.log,
    });
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'order-timers', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import type { Trx } from '../../db';
import type { JobHandler } from '../jobs/queue';
import { startScheduler } from '../jobs/scheduler';
import { cancelOrder, completeOrder, confirmOrder } from './lifecycle';
import { AUTO_CANCEL, AUTO_COMPLETE, AUTO_RECEIVE } from './timer-kinds';

const POLL_MS = 5_000;

const statusOf = async (trx: Trx, ref: string) =>
  (await trx.selectFrom('orders').select('status').where('id', '=', Number(ref)).executeTakeFirst())?.status;

/**
 * The order timers. Each acts only if the order is still where the timer expects it (a paid
 * order is not cancelled, a confirmed one not confirmed again); otherwise the job just ends.
 */
export const orderJobHandlers: Record<string, JobHandler> = {
  [AUTO_CANCEL]: async (trx, ref) => {
    if ((await statusOf(trx, ref)) === 'waiting_pay') await cancelOrder(trx, Number(ref));
  },
  [AUTO_RECEIVE]: async (trx, ref, now) => {
    if ((await statusOf(trx, ref)) === 'delivered') await confirmOrder(trx, Number(ref), now);
  },
  [AUTO_COMPLETE]: async (trx, ref) => {
    if ((await statusOf(trx, ref)) === 'received') await completeOrder(trx, Number(ref));
  },
};

/** Polls the jobs table while the server runs; stopped (waiting for a running poll) on close. */
export const orderTimersPlugin = fp(
  async (app) => {
    const scheduler = startScheduler({ db: app.db, handlers: orderJobHandlers, intervalMs: POLL_MS, log: app.log });
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'order-timers', dependencies: ['db'] },
);

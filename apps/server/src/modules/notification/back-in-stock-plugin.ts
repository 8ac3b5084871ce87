import fp from 'fastify-plugin';
import { startScheduler } from '../jobs/scheduler';
import { BACK_IN_STOCK_JOB, backInStockJob } from './back-in-stock';

/** Runs the queued "back in stock" announcements while the server runs; stopped (waiting for a running poll) on close. */
export const backInStockPlugin = fp<{ intervalMs: number; holdOffSeconds: number }>(
  async (app, opts) => {
    const scheduler = startScheduler({
      db: app.db,
      handlers: { [BACK_IN_STOCK_JOB]: backInStockJob(opts.holdOffSeconds) },
      intervalMs: opts.intervalMs,
      log: app.log,
    });
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'back-in-stock', dependencies: ['db'] },
);

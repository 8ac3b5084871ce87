import { nowSeconds } from '../../src/lib/time';
import { runDueJobs } from '../../src/modules/jobs/queue';
import { BACK_IN_STOCK_JOB, backInStockJob } from '../../src/modules/notification/back-in-stock';
import type { TestServer } from './test-server';

/**
 * Runs the due "back in stock" announcements now (or at `now`, to step past the hold-off), as the
 * server's job poll does every JOB_POLL_MS. Resolves with how many jobs ran.
 */
export const runBackInStock = (server: TestServer, now = nowSeconds()): Promise<number> =>
  runDueJobs(
    server.app.db,
    { [BACK_IN_STOCK_JOB]: backInStockJob(server.config.backInStockHoldOffSeconds) },
    { now, worker: 'test-back-in-stock' },
  );

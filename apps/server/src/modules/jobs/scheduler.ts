import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { nowSeconds } from '../../lib/time';
import { runDueJobs, type JobHandler } from './queue';

export interface SchedulerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Unix seconds; tests pass their own clock. */
  clock?: () => number;
  /** What one poll does, instead of running the due jobs of `handlers` (e.g. the chain watchers). */
  poll?: (now: number, worker: string) => Promise<number>;
}

export interface Scheduler {
  /** One poll now (what the interval does). */
  tick(): Promise<number>;
  /** Stops polling and waits for a running poll to finish. */
  stop(): Promise<void>;
}

/** Polls the jobs table every intervalMs. Each instance has its own worker name for the leases. */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const worker = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const clock = options.clock ?? nowSeconds;
  let running: Promise<number> | undefined;
  let stopped = false;

  const tick = (): Promise<number> => {
    // Polls never overlap within one instance.
    const poll = options.poll ?? ((now: number) => runDueJobs(options.db, options.handlers, { now, worker }));
    running ??= poll(clock(), worker)
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'job poll failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, options.intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

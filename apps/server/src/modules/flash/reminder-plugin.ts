import fp from 'fastify-plugin';
import { startScheduler } from '../jobs/scheduler';
import { FLASH_REMINDER_JOB, flashReminderJob } from './reminders';

/** Runs the reminded flash sessions' start jobs while the server runs; stopped (waiting for a running poll) on close. */
export const flashReminderPlugin = fp<{ intervalMs: number }>(
  async (app, opts) => {
    const scheduler = startScheduler({
      db: app.db,
      handlers: { [FLASH_REMINDER_JOB]: flashReminderJob },
      intervalMs: opts.intervalMs,
      log: app.log,
    });
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'flash-reminders', dependencies: ['db'] },
);

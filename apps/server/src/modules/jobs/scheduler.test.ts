import { describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { startScheduler } from './scheduler';

const log = { error: () => undefined } as never;

describe('the scheduler', () => {
  it('lets a running poll finish before stop() resolves (shutdown waits for the current step)', async () => {
    const steps: string[] = [];
    const scheduler = startScheduler({
      db: undefined as unknown as Db,
      handlers: {},
      intervalMs: 60_000,
      log,
      poll: async () => {
        steps.push('started');
        await new Promise((resolve) => setTimeout(resolve, 150));
        steps.push('finished');
        return 1;
      },
    });
    const running = scheduler.tick();
    await scheduler.stop();
    steps.push('stopped');
    expect(steps).toEqual(['started', 'finished', 'stopped']);
    expect(await running).toBe(1);
  });
});

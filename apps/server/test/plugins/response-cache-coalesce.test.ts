import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app-types';
import { BusinessError } from '../../src/lib/errors';
import { startServer, type TestServer } from '../helpers/test-server';

// Requests that miss the micro-cache together (50 connections when the second turns) wait for
// the one that builds the answer instead of each building it.
let builds = 0;
let failNext = false;
const probe = (app: App) => {
  app.get('/api/test/slow-list', { config: { etag: true } }, async (_request, reply) => {
    builds += 1;
    await new Promise((r) => setTimeout(r, 150));
    if (failNext) {
      failNext = false;
      throw new BusinessError('common.not_found');
    }
    return reply.ok({ items: [1, 2, 3] });
  });
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ extraRoutes: probe });
});
afterAll(() => server.close());

/** Waits for the start of a second, so that a burst does not straddle two. */
async function startOfSecond(): Promise<void> {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
}

describe('micro-cache: concurrent misses', () => {
  it('build the answer once and all get it', async () => {
    await startOfSecond();
    builds = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.request('/api/test/slow-list')));
    expect(answers.every((a) => a.status === 200 && a.body.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    // One build (two should a very busy machine let the burst straddle a second), not twenty.
    expect(builds).toBeLessThanOrEqual(2);
  });

  it('wait for a build that fails, then build their own', async () => {
    await startOfSecond();
    builds = 0;
    failNext = true;
    const first = server.request('/api/test/slow-list');
    await new Promise((r) => setTimeout(r, 20));
    const others = await Promise.all(Array.from({ length: 5 }, () => server.request('/api/test/slow-list')));
    expect((await first).body.code).toBe(0);
    expect(others.every((a) => a.body.code === 1)).toBe(true);
    expect(builds).toBeGreaterThan(1);
  });
});

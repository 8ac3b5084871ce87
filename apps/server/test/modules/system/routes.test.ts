import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app-types';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** The database goes away under a running server: its schema dropped (PostgreSQL), its handle closed (SQLite). */
async function loseDatabase(server: TestServer): Promise<void> {
  if (TEST_DB === 'postgres') {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema ${server.config.pgSchema} cascade`);
    await client.end();
  } else {
    await server.app.db.destroy();
  }
}

describe('health and readiness', () => {
  it('health stays 200 while readiness answers 503 once the database is gone', async () => {
    const server = await startServer();
    servers.push(server);
    expect((await server.request('/api/ready')).status).toBe(200);
    await loseDatabase(server);
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.code).not.toBe(1);
    // The answer names no internals (driver, SQL, schema).
    expect(ready.text).not.toMatch(/sqlite|postgres|relation|schema|select/i);
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data.status).toBe('ok');
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops accepting', async () => {
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const server = await startServer({
      extraRoutes: (app: App) => {
        app.get('/api/test/slow', async (_request, reply) => {
          started();
          await new Promise((r) => setTimeout(r, 500));
          return reply.ok({ finished: true });
        });
      },
    });
    const slow = server.request('/api/test/slow');
    await inside;
    const closing = server.app.close();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // The rest of close() (temp files, test schema); app.close() again is a no-op.
    await server.close();
  });
});

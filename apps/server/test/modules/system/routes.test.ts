import type { Redis } from 'ioredis';
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app-types';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
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

describe('readiness answers 503', () => {
  it('while a migration of this build is not applied', async () => {
    const server = await startServer();
    servers.push(server);
    const { sql } = await import('kysely');
    const table = sql.table('kysely_migration');
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from ${table} order by name desc limit 1`.execute(server.app.db);
    const row = last.rows[0]!;
    await sql`delete from ${table} where name = ${row.name}`.execute(server.app.db);
    expect((await server.request('/api/ready')).status).toBe(503);
    await sql`insert into ${table} (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(server.app.db);
    expect((await server.request('/api/ready')).status).toBe(200);
  });

  it('while Redis does not answer (REDIS_URL set)', async () => {
    const server = await startServer({
      config: { redisUrl: REDIS_URL, redisPrefix: `bazaar-test:ready:${process.pid}:${Math.random()}:` },
    });
    servers.push(server);
    expect((await server.request('/api/ready')).status).toBe(200);
    const { client } = server.app.kv as unknown as { client: Redis };
    client.disconnect();
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.text).not.toMatch(/redis|connection/i);
    await client.connect();
    expect((await server.request('/api/ready')).status).toBe(200);
    // Shutting down while Redis is gone still ends cleanly (SIGTERM then exits 0).
    client.disconnect();
    await expect(server.app.close()).resolves.toBeUndefined();
  });

  it('from the moment shutdown begins, while a request in flight still finishes', async () => {
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const server = await startServer({
      extraRoutes: (app: App) => {
        app.get('/api/test/slow-ready', async (_request, reply) => {
          started();
          await new Promise((r) => setTimeout(r, 300));
          return reply.ok({ finished: true });
        });
      },
    });
    const slow = server.request('/api/test/slow-ready');
    await inside;
    // SIGTERM: server.ts marks the shutdown, waits SHUTDOWN_DRAIN_MS for balancers to see it, then closes.
    server.app.beginShutdown();
    expect((await server.request('/api/ready')).status).toBe(503);
    expect((await server.request('/api/health')).status).toBe(200);
    const closing = server.app.close();
    expect((await slow).status).toBe(200);
    await closing;
    await server.close();
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

  it('serves a request whose connection was accepted before close() began, and closes that connection', async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    // A balancer's fresh connection, accepted, whose request is still on its way when SIGTERM's close() begins.
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.app.close();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('\r\n');
    await ended;
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/^connection: close$/im);
    expect(answer).toContain('"status":"ok"');
    await server.close();
  });
});

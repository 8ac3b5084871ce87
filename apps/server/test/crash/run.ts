// `pnpm --filter @bazaar/server test:crash`: money under faults. On a fresh database each, a
// storm of payments, withdrawals and refunds with Idempotency-Keys meets a fault mid-way:
//   sqlite-kill    the server is SIGKILLed and restarted on the same DATA_DIR
//   postgres-kill  the same on a fresh PostgreSQL schema
//   postgres-drop  the server's PostgreSQL connections are terminated; the same server goes on
//   chat-kill      of two instances on PostgreSQL and Redis, one is SIGKILLed mid-conversation (chat-kill.ts)
//   rolling-restart  of two instances on PostgreSQL and Redis behind a retrying balancer, each in turn gets SIGTERM
//                  and is started again under a checkout load (rolling-restart.ts)
// then every request is retried with its key (twice) and verify() checks the promises.
// Exits 1 when any is broken. PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../../src/db';
import { openPayCodes } from '../../src/lib/pay-code';
import { seedDemo } from '../../src/seed/seed-demo';
import { fixtureCatalog } from '../helpers/fixture-catalog';
import { chatKillScenario } from './chat-kill';
import { rollingRestartScenario, type RollingRestartProblems } from './rolling-restart';
import { startServerProcess, type DbTarget, type ServerProcess } from './server-process';
import { prepare, retryAll, storm, type Op } from './storm';
import { transactionCount, verify } from './verify';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const COUNTS = { shoppers: 4, unpaid: 4, paid: 2, withdrawals: 3 };
const PARALLEL = 12;
/** Each scenario alone takes 20–50 s on a two-core machine; the rolling restart may run twice. */
const TIME_LIMIT_MS = 240_000;

async function withPg<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one scenario (its own DATA_DIR, and PostgreSQL schema), with the small test catalog. */
async function freshTarget(name: string, dialect: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bazaar-crash-${name}-`));
  const schema = `crash_${process.pid}_${name.replace(/\W/g, '_')}`;
  const target: DbTarget = dialect === 'postgres' ? { dataDir, databaseUrl: PG_URL, pgSchema: schema } : { dataDir };
  if (dialect === 'postgres') await withPg((c) => c.query(`create schema ${schema}`));
  const appName = `bazaar-crash-${process.pid}-${name}`;
  // The catalog is in place before the server starts (it seeds nothing then).
  const handle = createDb(target);
  await handle.migrate();
  // The key file the server then reads, as its first start would have made it.
  const payCodes = openPayCodes({ previous: [] }, dataDir);
  await seedDemo(handle.db, () => fixtureCatalog, payCodes);
  const cleanUp = async () => {
    await handle.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await withPg((c) => c.query(`drop schema if exists ${schema} cascade`));
  };
  return { target, handle, payCodes, appName, cleanUp };
}

async function scenario(name: string, dialect: 'sqlite' | 'postgres', fault: 'kill' | 'drop'): Promise<string[]> {
  const started = Date.now();
  const { target, handle, payCodes, appName, cleanUp } = await freshTarget(name, dialect);
  let server: ServerProcess = await startServerProcess(target, appName);
  try {
    const ops: Op[] = await prepare(server.url, handle.db, payCodes, COUNTS);
    const cut = async () => {
      if (fault === 'kill') return server.kill();
      await withPg((c) =>
        c.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
          [appName],
        ),
      );
    };
    await storm(server.url, ops, PARALLEL, Math.ceil(ops.length * 0.4), cut);
    const acked = ops.filter((op) => op.acked).length;
    if (fault === 'kill') server = await startServerProcess(target, appName);

    const first = await retryAll(server.url, ops, PARALLEL);
    ops.forEach((op, i) => (op.retried = first[i]));
    const problems = await verify(handle.db, ops);
    const before = await transactionCount(handle.db);
    const second = await retryAll(server.url, ops, PARALLEL);
    second.forEach((answer, i) => {
      // The envelope's `time` is the moment of answering; code, msg and data must repeat.
      const { time: _t1, ...again } = { time: 0, ...answer };
      const { time: _t2, ...before } = { time: 0, ...first[i] };
      if (JSON.stringify(again) !== JSON.stringify(before)) {
        problems.push(`${ops[i]!.key}: a second retry answered ${JSON.stringify(answer)}`);
      }
    });
    const after = await transactionCount(handle.db);
    if (after !== before) problems.push(`a second round of retries added ${after - before} ledger transactions`);
    const ready = await fetch(`${server.url}/api/ready`);
    if (ready.status !== 200) problems.push(`/api/ready answers ${ready.status} after the fault`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${name}: ${ops.length} operations, ${acked} acknowledged during the storm, ${problems.length} problems (${seconds} s)`,
    );
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    return problems;
  } finally {
    await server.stop();
    await cleanUp();
  }
}

/** chat-kill.ts on PostgreSQL and Redis. */
async function chatScenario(): Promise<string[]> {
  const { target, handle, payCodes, appName, cleanUp } = await freshTarget('chat-kill', 'postgres');
  try {
    const problems = await chatKillScenario(target, handle.db, payCodes, appName);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    return problems;
  } finally {
    await cleanUp();
  }
}

/**
 * rolling-restart.ts on PostgreSQL and Redis. A broken money promise fails at once. When only service promises
 * broke (a 5xx, a timeout, an instance slow to serve again: timing on a loaded two-core machine), the scenario runs
 * once more on a fresh schema, and fails only if they break again; the first run's lines stay in the output.
 */
async function rollingRestart(attempt = 1): Promise<string[]> {
  const { target, handle, payCodes, appName, cleanUp } = await freshTarget(`rolling-restart-${attempt}`, 'postgres');
  let result: RollingRestartProblems;
  try {
    result = await rollingRestartScenario(target, handle.db, payCodes, appName);
  } finally {
    await cleanUp();
  }
  for (const problem of result.money) console.error(`  ✗ money: ${problem}`);
  const again = attempt === 1 && !result.money.length && result.service.length > 0;
  for (const problem of result.service) console.error(`  ${again ? '!' : '✗'} service: ${problem}`);
  if (!again) return [...result.money, ...result.service];
  console.log('rolling-restart: only service promises broke; running it once more');
  return rollingRestart(2);
}

async function main(): Promise<void> {
  const unfinished = new Set<string>();
  const tracked = (name: string, run: Promise<string[]>) => {
    unfinished.add(name);
    return run.finally(() => unfinished.delete(name));
  };
  setTimeout(() => {
    console.error(`crash test FAILED: over ${TIME_LIMIT_MS / 1000} s, still running: ${[...unfinished].join(', ')}`);
    process.exit(1);
  }, TIME_LIMIT_MS).unref();
  // Side by side: each has its own DATA_DIR or schema, and most of the time is server start-up.
  const problems = (
    await Promise.all([
      tracked('sqlite-kill', scenario('sqlite-kill', 'sqlite', 'kill')),
      tracked('postgres-kill', scenario('postgres-kill', 'postgres', 'kill')),
      tracked('postgres-drop', scenario('postgres-drop', 'postgres', 'drop')),
      tracked('chat-kill', chatScenario()),
      tracked('rolling-restart', rollingRestart()),
    ])
  ).flat();
  console.log(problems.length ? `crash test FAILED: ${problems.length} problem(s)` : 'crash test OK');
  process.exitCode = problems.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

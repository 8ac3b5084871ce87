import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The database a crash scenario runs on: a DATA_DIR, plus a PostgreSQL URL and schema when given. */
export interface DbTarget {
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, in-flight transactions die with the process. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Server processes not yet exited. When the test process ends early (a scenario throws, the time limit), they are
 * killed with it: left running, they would hold the output pipe of whatever started the test, and `npm test` would
 * wait for that pipe to close until CI's own time ran out.
 */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The real server as production runs it, from source (`node --conditions=source --import tsx
 * src/server.ts`), in its own process so that it can be killed. Resolves once /api/ready answers.
 * `appName` tags its PostgreSQL connections (PGAPPNAME) so a test can cut exactly those, and names
 * the instance (INSTANCE_NAME).
 */
export async function startServerProcess(
  target: DbTarget,
  appName: string,
  /** More environment (REDIS_URL, …); it wins over the defaults above. */
  extraEnv: Record<string, string> = {},
  /** Receives the server's stdout (its log) instead of this process's stdout. */
  onOutput?: (text: string) => void,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      PG_SCHEMA: target.pgSchema ?? '',
      PGAPPNAME: appName,
      // Stable across the restart (the port is not): the restarted server recognises its own leftovers.
      INSTANCE_NAME: appName,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      SHOP_DIST: path.join(target.dataDir, 'no-shop'),
      // Storms and retries of a few shoppers from one address; money-rate-limit.test.ts covers the limits.
      MONEY_RATE_LIMIT_ACCOUNT: '0',
      MONEY_RATE_LIMIT_ADDRESS: '0',
      UPLOAD_RATE_LIMIT_ACCOUNT: '0',
      UPLOAD_RATE_LIMIT_ADDRESS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (onOutput) child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server not ready within 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

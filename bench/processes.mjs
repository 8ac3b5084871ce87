// What the bench scripts share to run what they measure: a command pinned to one core (when
// taskset is there: the server on one core, the load on the other), a server started that way and
// never left running when the script stops (a failed step throws), waiting for it, stopping it.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** `[cmd, args]` that run `cmd args` on core `cpu`, or as they are without taskset. */
export const pinned = (cpu, cmd, args) => (hasTaskset ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

const started = new Set();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * What every bench server starts with: production mode on 127.0.0.1:`port`, its own data folder, the demo
 * catalog (production seeds it only when asked), warnings only, and the bench's operator account.
 */
export const benchServerEnv = (port, dataDir) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  ADMIN_ACCOUNT: 'bench',
  ADMIN_PASSWORD: 'bench-password',
});

/** `node script args` on core `cpu`, its output dropped, its errors shown. */
export function startNode(cpu, script, args, env) {
  const [cmd, cmdArgs] = pinned(cpu, 'node', [script, ...args]);
  const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  started.add(child);
  return child;
}

export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

export async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Nanoseconds the process (all its threads) has run on a CPU, summed over /proc/<pid>/task/<tid>/schedstat:
 * unlike /proc/<pid>/stat's 10 ms ticks, exact enough for a few hundred requests.
 */
export function runNs(pid) {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* thread ended */
    }
  }
  return total;
}

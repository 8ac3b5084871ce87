// One load measurement from a separate process: autocannon's CLI, pinned to its own
// core when taskset exists, JSON result parsed. Warm-up, then the median of rounds.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

function autocannon(url, { connections, seconds, method = 'GET', body, headers = {}, cpu }) {
  const args = ['exec', 'autocannon', '-j', '-c', String(connections), '-d', String(seconds), '-m', method];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body !== undefined) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(body));
  args.push(url);
  const [cmd, cmdArgs] =
    hasTaskset && cpu !== undefined ? ['taskset', ['-c', String(cpu), 'pnpm', ...args]] : ['pnpm', args];
  const run = spawnSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** CPU time (user + system, in clock ticks of 10 ms) the server process has used so far. */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Warm-up, then `rounds` measured rounds; medians of requests/s, p99 latency (ms) and, given the
 * server's `pid` on Linux, its CPU microseconds per request.
 */
export function measure(url, options) {
  const { warmup = 2, rounds = 3, seconds = 4, connections = 50, pid } = options;
  autocannon(url, { ...options, connections, seconds: warmup });
  const cpu = pid !== undefined && existsSync(`/proc/${pid}/stat`);
  const results = Array.from({ length: rounds }, () => {
    const before = cpu ? cpuTicks(pid) : 0;
    const result = autocannon(url, { ...options, connections, seconds });
    return { ...result, cpuUs: cpu ? ((cpuTicks(pid) - before) * 10_000) / Math.max(result.total, 1) : undefined };
  });
  return {
    rps: Math.round(median(results.map((r) => r.rps))),
    p99: median(results.map((r) => r.p99)),
    // Server CPU per request: unlike requests/s, it hardly moves when other work shares the machine.
    cpuUs: cpu ? Math.round(median(results.map((r) => r.cpuUs)) * 10) / 10 : undefined,
    failures: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

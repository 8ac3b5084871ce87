// Server CPU per request, as load-independent as this machine allows:
//   node bench/cpu-cost.mjs [requests=20000] [rounds=5]
// Starts the bare Fastify hello world and the built server (SQLite, a fresh data dir), both on
// core 0, and sends each a fixed number of requests from autocannon on core 1 (10 connections).
// The server's own CPU time comes from /proc/<pid>/schedstat (nanoseconds of running time, not
// the 10 ms ticks of /proc/<pid>/stat), so other work on the machine changes how long a round
// takes far more than what it costs. Each path's cost is the minimum over rounds (the round least
// disturbed by cache misses from neighbours); the ratio is hello world's cost over the path's,
// the requests/s ratio an idle machine would show with the server saturated.
// BENCH_SERVER_DIST points at a private build, BENCH_PORT (default 3911) moves its two ports,
// LOG_LEVEL (default warn, as in `pnpm bench`) sets the server's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerEnv, pinned, runNs, startNode, stop, waitFor } from './processes.mjs';

const [requests = 20_000, rounds = 5] = process.argv.slice(2).map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const SERVER_DIST = process.env.BENCH_SERVER_DIST ?? 'apps/server/dist';
const start = (script, env) => startNode(0, script, [], env);

function fire(url, amount, headers = {}) {
  const args = ['exec', 'autocannon', '-j', '-c', '10', '-a', String(amount)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const [cmd, cmdArgs] = pinned(1, 'pnpm', [...args, url]);
  const run = spawnSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout);
  // A 304 counts as non-2xx: only the conditional requests may have them.
  const expected = headers['if-none-match'] ? amount : 0;
  if (result.non2xx !== expected || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
}

/** Minimum over rounds of the server's CPU microseconds per request. */
function cost(pid, url, headers) {
  fire(url, Math.min(requests, 5_000), headers);
  const each = [];
  for (let i = 0; i < rounds; i++) {
    const before = runNs(pid);
    fire(url, requests, headers);
    each.push((runNs(pid) - before) / requests / 1000);
  }
  return { min: Math.min(...each), median: [...each].sort((a, b) => a - b)[Math.floor(rounds / 2)] };
}

const results = {};
const hello = start('bench/baselines/hello.mjs', { PORT: String(PORT) });
await waitFor(`http://127.0.0.1:${PORT}/hello`);
results['hello world'] = cost(hello.pid, `http://127.0.0.1:${PORT}/hello`);
await stop(hello);

const base = `http://127.0.0.1:${PORT + 1}`;
const server = start(join(SERVER_DIST, 'server.js'), {
  ...benchServerEnv(PORT + 1, mkdtempSync(join(tmpdir(), 'cpu-cost-'))),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
await waitFor(`${base}/api/health`);
const json = (path) => fetch(`${base}${path}`).then((r) => r.json());
const category = (await json('/api/index/category')).data[0].id;
const list = `${base}/api/index/product?category_id=${category}&sort=sales&limit=20&page=2`;
const etag = (await fetch(list)).headers.get('etag');
const product = (await json('/api/index/hot_product?limit=1')).data.data[0];
results.health = cost(server.pid, `${base}/api/health`);
results['index/product 304'] = cost(server.pid, list, { 'if-none-match': etag });
results['product/detail'] = cost(server.pid, `${base}/api/product/detail?id=${product.id}`);
results['index/product'] = cost(server.pid, list);
await stop(server);

const helloUs = results['hello world'].min;
console.log(`| path | CPU µs/request (min of ${rounds} × ${requests}) | median | hello world's cost over it |`);
console.log('|---|---|---|---|');
for (const [name, r] of Object.entries(results))
  console.log(`| ${name} | ${r.min.toFixed(1)} | ${r.median.toFixed(1)} | ${((helloUs / r.min) * 100).toFixed(0)}% |`);

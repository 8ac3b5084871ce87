// What Prometheus metrics cost health's requests per second:
//   node bench/metrics-cost.mjs [seconds=4] [rounds=5]
// Starts the built server twice on SQLite, both on core 0: with METRICS_TOKEN (metrics on: the onResponse hook,
// the request counter and histogram, prom-client's default collectors) and without (nothing is measured, no hook
// runs). autocannon on core 1 loads /api/health of each in turn, 50 connections as in `pnpm bench`, the order
// alternating round by round so that a busy moment of a shared machine falls on both alike. Prints the medians
// of requests/s and server CPU per request, and the share of health's requests/s the metrics cost (goal < 5%).
// `pnpm bench` runs it too (the "health with metrics vs without" target). BENCH_SERVER_DIST points at a private
// build, BENCH_PORT (default 3901) + 5 and + 6 are its ports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './load.mjs';
import { benchServerEnv, startNode, stop, waitFor } from './processes.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Medians of health's requests/s and CPU µs per request with metrics on and off, and `ratio` (on over off).
 * `load`: { seconds, rounds, warmup, connections } as bench/load.mjs's measure takes them.
 */
export async function metricsCost({ serverDist, port, load }) {
  const dataDirs = [];
  const start = (offset, env) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-metrics-'));
    dataDirs.push(dataDir);
    const serverPort = port + offset;
    const child = startNode(0, join(serverDist, 'server.js'), [], { ...benchServerEnv(serverPort, dataDir), ...env });
    return { child, url: `http://127.0.0.1:${serverPort}/api/health` };
  };
  const on = start(5, { METRICS_TOKEN: 'bench-metrics-token' });
  const off = start(6, {});
  try {
    await Promise.all([waitFor(on.url), waitFor(off.url)]);
    // The token really turns metrics on, and their absence is real: a scrape answers on one and not the other.
    const scrape = (url) =>
      fetch(url.replace('/api/health', '/metrics'), { headers: { authorization: 'Bearer bench-metrics-token' } });
    if ((await scrape(on.url)).status !== 200 || (await scrape(off.url)).status !== 404)
      throw new Error('metrics are not on with METRICS_TOKEN and off without it');
    const rounds = { on: [], off: [] };
    const one = (server) => measure(server.url, { ...load, rounds: 1, cpu: 1, pid: server.child.pid });
    for (let i = 0; i < load.rounds; i++) {
      const order = i % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const name of order) rounds[name].push(one(name === 'on' ? on : off));
    }
    const summary = (list) => ({
      rps: median(list.map((r) => r.rps)),
      cpuUs: median(list.map((r) => r.cpuUs)),
      non2xx: list.reduce((n, r) => n + r.non2xx + r.failures, 0),
      each: list.map((r) => r.rps),
    });
    const result = { on: summary(rounds.on), off: summary(rounds.off) };
    return { ...result, ratio: result.on.rps / result.off.rps, cpuRatio: result.off.cpuUs / result.on.cpuUs };
  } finally {
    await Promise.all([stop(on.child), stop(off.child)]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function printMetricsCost(r) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(`  health, metrics off  ${r.off.rps} req/s (rounds ${r.off.each.join(', ')}), ${r.off.cpuUs} µs CPU/req`);
  console.log(`  health, metrics on   ${r.on.rps} req/s (rounds ${r.on.each.join(', ')}), ${r.on.cpuUs} µs CPU/req`);
  console.log(
    `  metrics cost ${pct(1 - r.ratio)} of health's requests/s (goal < 5%); by CPU per request ${pct(1 - r.cpuRatio)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [seconds = 4, rounds = 5] = process.argv.slice(2).map(Number);
  const result = await metricsCost({
    serverDist: process.env.BENCH_SERVER_DIST ?? 'apps/server/dist',
    port: Number(process.env.BENCH_PORT ?? 3901),
    load: { seconds, rounds, warmup: 1, connections: 50 },
  });
  printMetricsCost(result);
  if (result.on.non2xx || result.off.non2xx) {
    console.error(`non-2xx answers or errors: ${result.on.non2xx} with metrics, ${result.off.non2xx} without`);
    process.exitCode = 1;
  }
}

// A cart-to-order checkout under load, run as its own process (pinned to the load core):
//   node bench/peers/checkout-load.mjs <flow> <base url> <config json> <connections> <seconds> <warm-up s> <rounds> [server pid]
// `flow` is a file of ./checkout/ (ours, medusa, vendure): its `prepare(base, config, connections)`
// does the setup through the store's API and answers `checkout(worker)`, one whole checkout as that
// store's storefront sends it, call after call. Each of `connections` workers runs checkouts back to
// back for `seconds` (one started before the end is waited for: a slow store's round lasts as long as
// its slowest checkout); a round's orders/s counts the checkouts completed over the round, its p99 is of
// the whole sequence, and the server's CPU (all its threads, /proc schedstat) is divided by them.
// Prints one JSON line: { rps, p99, cpuUs, orders, failures, refusals, connections }, medians over rounds.
import { existsSync } from 'node:fs';
import { runNs } from '../processes.mjs';

const [flow, base, configJson, ...rest] = process.argv.slice(2);
const [connections = 20, seconds = 4, warmUp = 2, rounds = 3, pidArg] = rest.map(Number);
const pid = pidArg && existsSync(`/proc/${pidArg}/task`) ? pidArg : undefined;
const { prepare } = await import(`./checkout/${flow}.mjs`);
const checkout = await prepare(base, JSON.parse(configJson), connections);

const refusals = {};
async function round(ms) {
  const latencies = [];
  const cpuBefore = pid ? runNs(pid) : 0;
  const started = performance.now();
  const end = started + ms;
  let failures = 0;
  const worker = async (w) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await checkout(w);
        latencies.push(performance.now() - t0);
      } catch (err) {
        failures += 1;
        const reason = String(err.message).slice(0, 200);
        refusals[reason] = (refusals[reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round((latencies.length * 10_000) / elapsed) / 10,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? NaN),
    cpuUs: pid ? Math.round((runNs(pid) - cpuBefore) / Math.max(latencies.length, 1) / 100) / 10 : undefined,
    orders: latencies.length,
    failures,
  };
}

if (warmUp > 0) await round(warmUp * 1000);
for (const key of Object.keys(refusals)) delete refusals[key];
const each = [];
for (let r = 0; r < Math.max(1, rounds); r++) each.push(await round(seconds * 1000));
const median = (key) => each.map((e) => e[key]).sort((a, b) => a - b)[Math.floor(each.length / 2)];
const sum = (key) => each.reduce((total, e) => total + e[key], 0);
console.log(
  JSON.stringify({
    rps: median('rps'),
    p99: median('p99'),
    cpuUs: pid ? median('cpuUs') : undefined,
    orders: sum('orders'),
    failures: sum('failures'),
    refusals,
    connections,
    each,
  }),
);

// `pnpm bench --peers`: each peer measured with the same load tool, on the same core and with
// the same catalog as our server in the same run, and the table of ours over theirs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measure } from '../load.mjs';
import { pinned } from '../processes.mjs';
import { prepareMedusa, startMedusa } from './medusa.mjs';
import { prepareVendure, startVendure } from './vendure.mjs';

const PEERS = [
  { prepare: prepareVendure, start: startVendure },
  { prepare: prepareMedusa, start: startMedusa },
];
const CHECKOUT_LOAD = fileURLToPath(new URL('./checkout-load.mjs', import.meta.url));
/** Checkouts run at once: one funded shopper (ours) or one guest (theirs) each. */
export const CHECKOUT_CONNECTIONS = 20;

/**
 * `flow`'s cart-to-order checkout (bench/peers/checkout/<flow>.mjs) from its own process on the load
 * core: orders/s, p99 of the whole sequence and the server's CPU µs per order; a failed setup answers
 * its reason instead of ending the run.
 */
export function measureCheckout(flow, base, config, { load, pid, connections = CHECKOUT_CONNECTIONS }) {
  // The bench's own connection count is for single requests; a checkout holds a shopper each.
  const { seconds, warmup, rounds, cpu } = load;
  const args = [CHECKOUT_LOAD, flow, base, JSON.stringify(config ?? {})];
  args.push(...[connections, seconds, warmup, rounds, pid ?? ''].map(String));
  const [cmd, cmdArgs] = cpu === undefined ? ['node', args] : pinned(cpu, 'node', args);
  const run = spawnSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) {
    const error =
      run.stderr
        .trim()
        .split('\n')
        .filter((l) => /Error/.test(l))
        .pop() ?? `exit ${run.status}`;
    console.error(`checkout load (${flow}) failed: ${run.stderr}`);
    return { rps: 0, p99: NaN, failures: 0, refusals: {}, error };
  }
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** Installs and seeds every peer before anything is measured: no network or import fails late. */
export async function preparePeers({ products, port }) {
  for (const peer of PEERS) await peer.prepare({ products, port });
}

/**
 * Measures every peer's category page (20 per page), product detail and cart-to-order checkout; a peer that cannot be
 * installed, seeded or started fails the run with its reason rather than being left out quietly.
 */
export async function measurePeers({ products, port, serverCpu, load, categoryKey, title }) {
  const results = [];
  for (const { start } of PEERS) {
    const peer = await start({ products, port, cpu: serverCpu, categoryKey, title });
    try {
      const call = ({ url, method, body, headers }) => {
        const result = measure(url, { ...load, pid: peer.pid, method, body, headers });
        if (result.rps > 0) return result;
        // Not one answer within autocannon's rounds: the same connections in the closed loop.
        const options = { load, pid: peer.pid, connections: load.connections };
        return { ...measureCheckout('request', url, { method, body, headers }, options), closedLoop: true };
      };
      results.push({
        name: peer.name,
        productList: call(peer.list),
        productDetail: call(peer.detail),
        // Last: its orders and stock changes would weigh on what is measured after.
        checkout: measureCheckout(peer.checkout.flow, peer.base, peer.checkout.config, { load, pid: peer.pid }),
      });
    } finally {
      await peer.stop();
    }
  }
  return results;
}

const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : 'n/a');

/** The table of docs/performance.md#peers: our requests/s and p99 over the peer's, per call. */
export function peerTable(ours, peers, products) {
  const lines = [
    `| call (${products.toLocaleString('en')} products) | peer | ours req/s | theirs req/s | req/s ours/theirs | ours p99 | theirs p99 | p99 theirs/ours | CPU µs/req ours / theirs |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const calls = {
    productList: 'product list, 20 per page (page 2 of a category)',
    productDetail: 'product detail',
    checkout: `cart-to-order checkout, orders/s (${CHECKOUT_CONNECTIONS} shoppers at once)`,
  };
  for (const peer of peers) {
    for (const [key, label] of Object.entries(calls)) {
      const a = ours[key] ?? {};
      const b = peer[key] ?? {};
      lines.push(
        `| ${label} | ${peer.name} | ${a.rps} | ${b.rps}${b.closedLoop ? '*' : ''} | ${ratio(a.rps, b.rps)} | ${a.p99} ms | ${b.p99} ms | ${ratio(b.p99, a.p99)} | ${a.cpuUs ?? '?'} / ${b.cpuUs ?? '?'} |`,
      );
    }
  }
  if (peers.some((peer) => Object.keys(calls).some((key) => peer[key]?.closedLoop)))
    lines.push('', "\\* in the closed loop: autocannon's rounds ended before the peer's first answer");
  return lines.join('\n');
}

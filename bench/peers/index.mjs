// `pnpm bench --peers`: each peer measured with the same load tool, on the same core and with
// the same catalog as our server in the same run, and the table of ours over theirs.
import { measure } from '../load.mjs';
import { prepareVendure, startVendure } from './vendure.mjs';

const PEERS = [{ prepare: prepareVendure, start: startVendure }];

/** Installs and seeds every peer before anything is measured: no network or import fails late. */
export async function preparePeers({ products, port }) {
  for (const peer of PEERS) await peer.prepare({ products, port });
}

/**
 * Measures every peer's category page (20 per page) and product detail; a peer that cannot be
 * installed, seeded or started fails the run with its reason rather than being left out quietly.
 */
export async function measurePeers({ products, port, serverCpu, load, categoryKey, title }) {
  const results = [];
  for (const { start } of PEERS) {
    const peer = await start({ products, port, cpu: serverCpu, categoryKey, title });
    try {
      const opts = { ...load, pid: peer.pid };
      results.push({
        name: peer.name,
        productList: measure(peer.list.url, { ...opts, method: peer.list.method, body: peer.list.body }),
        productDetail: measure(peer.detail.url, { ...opts, method: peer.detail.method, body: peer.detail.body }),
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
  const calls = { productList: 'product list, 20 per page (page 2 of a category)', productDetail: 'product detail' };
  for (const peer of peers) {
    for (const [key, label] of Object.entries(calls)) {
      const a = ours[key];
      const b = peer[key];
      lines.push(
        `| ${label} | ${peer.name} | ${a.rps} | ${b.rps} | ${ratio(a.rps, b.rps)} | ${a.p99} ms | ${b.p99} ms | ${ratio(b.p99, a.p99)} | ${a.cpuUs ?? '?'} / ${b.cpuUs ?? '?'} |`,
      );
    }
  }
  return lines.join('\n');
}

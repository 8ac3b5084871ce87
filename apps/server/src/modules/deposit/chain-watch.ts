import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db';
import { withJobLease } from '../jobs/lease';
import { startScheduler, type Scheduler } from '../jobs/scheduler';
import type { ChainDepositWatcher } from '../wallet/chain-watcher';
import { isRefusedNetwork } from '../wallet/networks';
import { evmWatcher } from './evm-watcher';
import { CHAIN_HTTP_DEFAULTS, type ChainHttpLimits } from './json-rpc';
import { isPublicTestKey } from './known-test-keys';
import { tronWatcher } from './tron-watcher';
import { watchRound, type RoundResult, type WatchedNetwork } from './watch-round';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chain watchers' poller: `tick()` runs one poll now (tests). */
    chainWatch: Scheduler;
    /** How the watchers (and network/save's check of an `rpc_url`) reach chain nodes. */
    chainHttp: ChainHttpLimits;
  }
}

/** The jobs row each network's watcher leases, so one instance at a time scans a network. */
export const CHAIN_WATCH_JOB = 'chain_watch';
/** A round that outlives this (a hung node) lets another instance take the network over. */
const LEASE_SECONDS = 120;

/**
 * Networks a watcher runs for: those with an RPC URL and a token contract, hidden ones too (addresses
 * handed out before a network was hidden may still receive money, and it is the shoppers').
 */
export async function watchedNetworks(db: Db): Promise<(WatchedNetwork & { name: string; xpub: string })[]> {
  const rows = await db
    .selectFrom('chain_networks')
    .select(['id', 'name', 'address_format', 'xpub', 'rpc_url', 'token_contract', 'confirmations', 'min_amount'])
    .where('rpc_url', '!=', '')
    .where('token_contract', '!=', '')
    .orderBy('id')
    .execute();
  return rows.filter((n) => !isRefusedNetwork(n.name));
}

/** The watcher of a network's address format; kept per (format, URL, contract) so decimals are read once. */
export function watcherCache(
  limits: ChainHttpLimits = CHAIN_HTTP_DEFAULTS,
): (network: WatchedNetwork) => ChainDepositWatcher {
  const cache = new Map<string, ChainDepositWatcher>();
  return (network) => {
    const key = `${network.address_format} ${network.rpc_url} ${network.token_contract}`;
    let watcher = cache.get(key);
    if (!watcher) {
      watcher =
        network.address_format === 'tron'
          ? tronWatcher(network.rpc_url, network.token_contract, limits)
          : evmWatcher(network.rpc_url, network.token_contract, limits);
      cache.set(key, watcher);
    }
    return watcher;
  };
}

export interface WatchAllOptions {
  now: number;
  worker: string;
  log: FastifyBaseLogger;
  watcherFor: (network: WatchedNetwork) => ChainDepositWatcher;
  /** Networks already warned about (a public test key), so the log says it once per network and process. */
  warned?: Set<number>;
  /** Deposits a round credited (committed), by network name (metrics). */
  onCredited?: (network: string, count: number) => void;
}

/** One poll: a round per watched network whose lease this worker gets. A failing network does not stop the others. */
export async function watchAllNetworks(db: Db, options: WatchAllOptions): Promise<number> {
  let credited = 0;
  for (const network of await watchedNetworks(db)) {
    // Its private key is public: a deposit credited here could be taken back by anyone and withdrawn.
    if (isPublicTestKey(network.xpub)) {
      if (!options.warned?.has(network.id)) {
        options.log.warn(
          { network: network.name },
          'chain watcher: not watching a network whose key is of a public test mnemonic; replace its key',
        );
        options.warned?.add(network.id);
      }
      continue;
    }
    try {
      const result: RoundResult | undefined = await withJobLease(
        db,
        CHAIN_WATCH_JOB,
        String(network.id),
        { now: options.now, worker: options.worker, seconds: LEASE_SECONDS },
        () => watchRound(db, network, options.watcherFor(network)),
      );
      if (result && (result.seen || result.credited || result.dropped || result.belowMin)) {
        options.log.info({ network: network.name, ...result }, 'chain watcher round');
      }
      credited += result?.credited ?? 0;
      if (result?.credited) options.onCredited?.(network.name, result.credited);
    } catch (error) {
      options.log.warn({ err: error, network: network.name }, 'chain watcher round failed');
    }
  }
  return credited;
}

/**
 * Polls every watched network each `intervalMs` (CHAIN_WATCH_MS) on the job runner's scheduler;
 * stopped (waiting for a running round) on close. Networks without an RPC URL or token contract
 * are not watched: their shoppers' top-ups go through the operator's audit as before.
 */
export const chainWatchPlugin = fp<{ intervalMs: number; http: ChainHttpLimits }>(
  async (app, opts) => {
    const watcherFor = watcherCache(opts.http);
    const warned = new Set<number>();
    const onCredited = (network: string, n: number) => app.metrics.chainCredits.inc({ network }, n);
    const scheduler = startScheduler({
      db: app.db,
      handlers: {},
      intervalMs: opts.intervalMs,
      log: app.log,
      poll: (now, worker) => watchAllNetworks(app.db, { now, worker, log: app.log, watcherFor, warned, onCredited }),
    });
    app.decorate('chainWatch', scheduler);
    app.decorate('chainHttp', opts.http);
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'chain-watch', dependencies: ['db', 'metrics'] },
);

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { buildApp } from '../../../src/app';
import type { App } from '../../../src/app-types';
import type { AppConfig } from '../../../src/config';
import { watchedNetworks } from '../../../src/modules/deposit/chain-watch';
import { CHAIN_HTTP_DEFAULTS } from '../../../src/modules/deposit/json-rpc';
import { userBalances } from '../../../src/modules/ledger';
import { createAdmin } from '../admins';
import { createShopper, type TestShopper } from '../shoppers';
import { startServer, type TestServer } from '../test-server';

export { EVM_XPRV, EVM_XPUB, EVM_XPUB_NEXT, TRON_XPUB } from './test-wallet';

/** The watchers' HTTP limits for the tests' local nodes (127.0.0.1). */
export const LOCAL_CHAIN_HTTP = { ...CHAIN_HTTP_DEFAULTS, allowPrivate: true };

export interface WatchedShopper extends TestShopper {
  address: string;
}

/** A network saved through the operator's call (so its validation runs), and its id. */
export async function saveNetwork(server: TestServer, body: Record<string, unknown>): Promise<number> {
  const admin = await createAdmin(server.app);
  const res = await server.request('/api/admin/network/save', {
    method: 'POST',
    headers: { token: admin.token },
    json: { currency: 'USDT', address: 'platform-address', min_amount: '1.00', ...body },
  });
  expect(res.body).toMatchObject({ code: 1 });
  return res.body.data.id as number;
}

/** A shopper holding their own deposit address on the network (asked through user/deposit_address). */
export async function shopperWithAddress(server: TestServer, networkId: number): Promise<WatchedShopper> {
  const shopper = await createShopper(server.app, { balanceCents: 0 });
  const res = await server.request(`/api/user/deposit_address?network_id=${networkId}`, {
    headers: { token: shopper.token },
  });
  expect(res.body).toMatchObject({ code: 1 });
  return { ...shopper, address: res.body.data.address as string };
}

export const balanceOf = async (app: App, shopper: TestShopper) => (await userBalances(app.db, shopper.id)).money;

/** What the watcher wrote for a network: deposits by status, and watcher-credited recharges. */
export async function watcherRecords(app: App, networkId: number) {
  const deposits = await app.db
    .selectFrom('chain_deposits')
    .select(['user_id', 'tx_hash', 'log_index', 'amount', 'remainder_units', 'status', 'recharge_id'])
    .where('network_id', '=', networkId)
    .orderBy('id')
    .execute();
  const recharges = await app.db
    .selectFrom('recharges')
    .select(['id', 'user_id', 'amount', 'status', 'type', 'admin_id', 'tx_hash', 'log_index', 'ledger_transaction_id'])
    .where('network_id', '=', networkId)
    .orderBy('id')
    .execute();
  return { deposits, recharges };
}

/** A second app on the same database: another instance, or the same one restarted. */
export function secondInstance(config: AppConfig): Promise<App> {
  return buildApp({ config, logger: false, demoCatalog: false });
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `ledger:check` (src/cli/ledger-check.ts) as its own process against the test's database. */
export async function runLedgerCheck(config: AppConfig): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: config.dataDir };
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  if (config.pgSchema) env.PG_SCHEMA = config.pgSchema;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/cli/ledger-check.ts'],
    { cwd: serverRoot, env },
  );
  return stdout;
}

export type WatchFixture = Awaited<ReturnType<typeof startWatchFixture>>;

/**
 * A chain watcher test's world: a server whose watch interval never fires (rounds run when the test
 * ticks), a network saved through the operator's call and watched at its `rpc_url`, two shoppers holding
 * their addresses on it, and the other instances the test starts on the same database; `close` closes them all.
 */
export async function startWatchFixture(network: Record<string, unknown>) {
  const server = await startServer({ config: { chainWatchMs: 3_600_000 } });
  const networkId = await saveNetwork(server, network);
  const alice = await shopperWithAddress(server, networkId);
  const bob = await shopperWithAddress(server, networkId);
  const others: App[] = [];
  return {
    server,
    networkId,
    alice,
    bob,
    /** The instances `instance` started, in order. */
    others,
    /** The network as the watcher reads it from `app`'s database. */
    network: async (app: App) => (await watchedNetworks(app.db)).find((n) => n.id === networkId)!,
    /** Another instance on the same database (or the same one restarted), closed with the fixture. */
    async instance(): Promise<App> {
      const app = await secondInstance(server.config);
      others.push(app);
      return app;
    },
    async close() {
      for (const app of others) await app.close();
      await server.close();
    },
  };
}

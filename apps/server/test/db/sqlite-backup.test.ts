import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app-types';
import { checkLedger, userBalances } from '../../src/modules/ledger';
import { paidOrder } from '../helpers/after-sale';
import { addAddress, placeOrder, productId } from '../helpers/orders';
import { createShopper } from '../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../helpers/test-server';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The command as an operator runs it (`pnpm --filter @bazaar/server db:backup|db:restore <file>`). */
const command = (script: 'db-backup' | 'db-restore', file: string, dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, file], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

const ordersOf = (app: App, userId: number) =>
  app.db
    .selectFrom('orders')
    .select(['id', 'order_sn', 'status', 'total'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const servers: TestServer[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-backup-'));
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(work, { recursive: true, force: true });
});

// The commands are for the SQLite default (PostgreSQL has pg_dump); nothing to run on postgres.
describe.skipIf(TEST_DB === 'postgres')('db:backup and db:restore', () => {
  it('backs a running server up online and a fresh server restored from it sees the same money and orders', async () => {
    const live = await startServer();
    servers.push(live);
    const s = await createShopper(live.app, { balanceCents: 100_000 });
    const p2 = await productId(live.app, 2);
    await paidOrder(live, s, [{ product_id: p2, quantity: 2 }]);
    await placeOrder(live, s, [{ product_id: p2, quantity: 1 }], await addAddress(live.app, s.id));
    const balances = await userBalances(live.app.db, s.id);
    const orders = await ordersOf(live.app, s.id);
    expect(orders).toHaveLength(2);

    // The server keeps answering while the backup runs.
    const file = path.join(work, 'bazaar-backup.sqlite');
    const [backup, meanwhile] = await Promise.all([
      command('db-backup', file, live.config.dataDir),
      live.request('/api/user/order_list', { headers: { token: s.token } }),
    ]);
    expect(backup.stdout).toContain('integrity ok');
    expect(meanwhile.body.code).toBe(1);
    // A payment after the backup is not in it.
    await paidOrder(live, s, [{ product_id: p2, quantity: 1 }]);

    const freshDir = path.join(work, 'restored');
    await command('db-restore', file, freshDir);
    const restored = await startServer({ config: { dataDir: freshDir } });
    servers.push(restored);
    expect(await userBalances(restored.app.db, s.id)).toEqual(balances);
    expect(await ordersOf(restored.app, s.id)).toEqual(orders);
    expect((await checkLedger(restored.app.db)).problems).toEqual([]);
    // The shopper's session is in the backup too: the restored server answers the same list.
    const list = await restored.request('/api/user/order_list', { headers: { token: s.token } });
    expect(list.body.data.total).toBe(2);
  }, 90_000);

  it('refuses a file that is not a Bazaar database and leaves the data as it was', async () => {
    const junk = path.join(work, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    const dataDir = path.join(work, 'untouched');
    await expect(command('db-restore', junk, dataDir)).rejects.toMatchObject({ code: 1 });
    expect(fs.existsSync(path.join(dataDir, 'bazaar.sqlite'))).toBe(false);
  }, 60_000);
});

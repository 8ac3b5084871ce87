import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchedNetworks } from '../../../src/modules/deposit/chain-watch';
import { tronWatcher } from '../../../src/modules/deposit/tron-watcher';
import { watchRound } from '../../../src/modules/deposit/watch-round';
import { createAdmin } from '../../helpers/admins';
import { startFakeTronGrid, type FakeTronGrid } from '../../helpers/chain/fake-trongrid';
import {
  balanceOf,
  runLedgerCheck,
  startWatchFixture,
  TRON_XPUB,
  LOCAL_CHAIN_HTTP,
  watcherRecords,
  type WatchFixture,
  type WatchedShopper,
} from '../../helpers/chain/watch-fixture';
import { expectLedgerOk } from '../../helpers/orders';
import type { TestServer } from '../../helpers/test-server';

// The TRON watcher against a local HTTP server answering the TronGrid calls it makes.
const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SENDER = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const STRANGER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const CONFIRMATIONS = 4;

let grid: FakeTronGrid;
let server: TestServer;
let networkId: number;
let alice: WatchedShopper;
let bob: WatchedShopper;
let fixture: WatchFixture;

beforeAll(async () => {
  grid = await startFakeTronGrid(TOKEN);
  fixture = await startWatchFixture({
    name: 'TRC20',
    min_amount: '1.00',
    address_format: 'tron',
    xpub: TRON_XPUB,
    confirmations: CONFIRMATIONS,
    rpc_url: grid.url,
    token_contract: TOKEN,
  });
  ({ server, networkId, alice, bob } = fixture);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
  await grid?.close();
});

describe('TRON chain watcher (TronGrid-style API)', () => {
  it('refuses a token contract that does not fit the network’s address format, in the operator’s language', async () => {
    const admin = await createAdmin(server.app);
    const save = (json: Record<string, unknown>) =>
      server.request('/api/admin/network/save', {
        method: 'POST',
        headers: { token: admin.token, 'accept-language': 'ja' },
        json: { name: 'Check', currency: 'USDT', address: 'platform', min_amount: '1.00', ...json },
      });
    for (const bad of [
      { address_format: 'tron', token_contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
      { address_format: 'evm', token_contract: TOKEN },
      { address_format: 'tron', token_contract: `${TOKEN.slice(0, -1)}u` },
    ]) {
      const res = await save(bad);
      expect(res.body).toMatchObject({ code: 0, msg: expect.stringContaining('トークンコントラクト') });
    }
    const kept = await save({ address_format: 'evm', token_contract: '0xdac17f958d2ee523a2206206994597c13d831ec7' });
    expect(kept.body).toMatchObject({
      code: 1,
      data: { token_contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    });
    // Saved but hidden from the watcher: no RPC URL.
    expect((await watchedNetworks(server.app.db)).map((n) => n.id)).toEqual([networkId]);
  });

  it('credits transfers to two shoppers once each after the confirmations, reading past other transfers page by page', async () => {
    expect(alice.address).toMatch(/^T/);
    // 250 transfers between strangers first: more than one page of events.
    for (let i = 0; i < 250; i++) grid.transfer(SENDER, STRANGER, 1_000_000n);
    grid.transfer(SENDER, alice.address, 12_345_678n);
    grid.transfer(SENDER, bob.address, 25_000_000n);
    grid.transfer(SENDER, bob.address, 500_000n);
    await server.app.chainWatch.tick();
    let records = await watcherRecords(server.app, networkId);
    expect(records.deposits.map((d) => d.status)).toEqual(['seen', 'seen', 'seen']);
    expect(await balanceOf(server.app, alice)).toBe(0);
    expect(grid.calls.filter((c) => c.startsWith('GET /v1/contracts/')).length).toBeGreaterThan(1);

    grid.mine(CONFIRMATIONS);
    await server.app.chainWatch.tick();
    await server.app.chainWatch.tick();
    expect(await balanceOf(server.app, alice)).toBe(12_34);
    expect(await balanceOf(server.app, bob)).toBe(25_00);
    records = await watcherRecords(server.app, networkId);
    expect(records.deposits).toMatchObject([
      { user_id: alice.id, amount: 12_34, remainder_units: '5678', status: 'credited' },
      { user_id: bob.id, amount: 25_00, status: 'credited' },
      { user_id: bob.id, amount: 50, status: 'below_min', recharge_id: null },
    ]);
    expect(records.recharges).toHaveLength(2);
    expect(records.recharges[0]).toMatchObject({ type: 'chain', status: 'passed', admin_id: null, log_index: 0 });
  });

  it('credits nothing for a transfer the chain no longer has when its confirmations come', async () => {
    const tx = grid.transfer(SENDER, alice.address, 7_000_000n);
    await server.app.chainWatch.tick();
    expect((await watcherRecords(server.app, networkId)).deposits.at(-1)).toMatchObject({ status: 'seen' });
    grid.forget(tx);
    grid.mine(CONFIRMATIONS + 1);
    await server.app.chainWatch.tick();
    expect((await watcherRecords(server.app, networkId)).deposits.at(-1)).toMatchObject({ status: 'dropped' });
    expect(await balanceOf(server.app, alice)).toBe(12_34);
  });

  it('stopped, cut off mid-round and restarted, credits nothing twice', async () => {
    await server.app.chainWatch.stop();
    grid.transfer(SENDER, bob.address, 3_000_000n);
    const first = await fixture.instance();
    await first.chainWatch.tick();
    grid.mine(CONFIRMATIONS);
    const real = tronWatcher(grid.url, TOKEN, LOCAL_CHAIN_HTTP);
    const dying = { ...real, stillThere: () => Promise.reject(new Error('socket hang up')) };
    await expect(watchRound(first.db, await fixture.network(first), dying)).rejects.toThrow('socket hang up');
    await first.chainWatch.stop();

    const restarted = await fixture.instance();
    await restarted.chainWatch.tick();
    await restarted.db.updateTable('chain_cursors').set({ position: '0' }).execute();
    await restarted.chainWatch.tick();
    await Promise.all([
      watchRound(restarted.db, await fixture.network(restarted), tronWatcher(grid.url, TOKEN, LOCAL_CHAIN_HTTP)),
      watchRound(first.db, await fixture.network(first), tronWatcher(grid.url, TOKEN, LOCAL_CHAIN_HTTP)),
    ]);
    expect(await balanceOf(server.app, bob)).toBe(28_00);
    const { recharges } = await watcherRecords(server.app, networkId);
    expect(recharges.filter((r) => r.user_id === bob.id).map((r) => r.amount)).toEqual([25_00, 3_00]);
  });

  it('leaves a ledger that ledger:check passes', async () => {
    await expectLedgerOk(server.app);
    expect(await runLedgerCheck(server.config)).toContain('ledger OK');
  }, 30_000);
});

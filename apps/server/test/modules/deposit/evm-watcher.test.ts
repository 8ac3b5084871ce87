import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app-types';
import { watchedNetworks } from '../../../src/modules/deposit/chain-watch';
import { evmWatcher } from '../../../src/modules/deposit/evm-watcher';
import { watchRound } from '../../../src/modules/deposit/watch-round';
import { createAdmin } from '../../helpers/admins';
import { startLocalChain, type LocalChain } from '../../helpers/chain/evm-chain';
import {
  balanceOf,
  EVM_XPUB,
  runLedgerCheck,
  startWatchFixture,
  LOCAL_CHAIN_HTTP,
  watcherRecords,
  type WatchFixture,
  type WatchedShopper,
} from '../../helpers/chain/watch-fixture';
import { expectLedgerOk } from '../../helpers/orders';
import type { TestServer } from '../../helpers/test-server';

// The EVM watcher against a real local chain (Ganache from the npm registry) and a USDT-like
// ERC-20 compiled by solc-js in this test: offline, started and stopped here.
const CONFIRMATIONS = 5;
const USDT = (text: string) => BigInt(Math.round(Number(text) * 1e6));

let chain: LocalChain;
let server: TestServer;
let networkId: number;
let alice: WatchedShopper;
let bob: WatchedShopper;
let fixture: WatchFixture;

beforeAll(async () => {
  chain = await startLocalChain();
  fixture = await startWatchFixture({
    name: 'ERC20',
    min_amount: '1.00',
    address_format: 'evm',
    xpub: EVM_XPUB,
    confirmations: CONFIRMATIONS,
    rpc_url: chain.url,
    token_contract: chain.token.toLowerCase(),
  });
  ({ server, networkId, alice, bob } = fixture);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
  await chain?.close();
});

describe('EVM chain watcher (local Ganache chain, TestUSDT)', () => {
  it('stores the token contract checksummed and watches only networks with an RPC URL and a contract', async () => {
    const watched = await watchedNetworks(server.app.db);
    expect(watched.map((n) => n.id)).toEqual([networkId]);
    expect(watched[0]!.token_contract.toLowerCase()).toBe(chain.token.toLowerCase());
    // Saved lower-case, kept EIP-55 checksummed.
    expect(watched[0]!.token_contract).not.toBe(chain.token.toLowerCase());
  });

  it('credits transfers to two shoppers once each, only after the confirmations; below the minimum is recorded only', async () => {
    await chain.transfer(alice.address, USDT('12.345678'));
    await chain.transfer(bob.address, USDT('25'));
    await chain.transfer(bob.address, USDT('0.5'));
    await server.app.chainWatch.tick();
    let records = await watcherRecords(server.app, networkId);
    expect(records.deposits.map((d) => d.status)).toEqual(['seen', 'seen', 'seen']);
    expect(records.recharges).toEqual([]);
    expect(await balanceOf(server.app, alice)).toBe(0);

    await chain.mine(CONFIRMATIONS);
    await server.app.chainWatch.tick();
    await server.app.chainWatch.tick();
    expect(await balanceOf(server.app, alice)).toBe(12_34);
    expect(await balanceOf(server.app, bob)).toBe(25_00);
    records = await watcherRecords(server.app, networkId);
    expect(records.deposits).toMatchObject([
      { user_id: alice.id, amount: 12_34, remainder_units: '5678', status: 'credited' },
      { user_id: bob.id, amount: 25_00, remainder_units: '0', status: 'credited' },
      { user_id: bob.id, amount: 50, status: 'below_min', recharge_id: null },
    ]);
    expect(records.recharges).toHaveLength(2);
    for (const r of records.recharges) {
      expect(r).toMatchObject({ type: 'chain', status: 'passed', admin_id: null });
      expect(r.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(r.ledger_transaction_id).not.toBeNull();
    }
    const notes = await server.app.db
      .selectFrom('notifications')
      .select(['user_id', 'content', 'params'])
      .where('user_id', 'in', [alice.id, bob.id])
      .execute();
    expect(notes).toEqual([
      expect.objectContaining({ user_id: alice.id, content: 'notify.recharge_passed' }),
      expect.objectContaining({ user_id: bob.id, content: 'notify.recharge_passed' }),
    ]);
    expect(JSON.parse(notes[0]!.params)).toMatchObject({ amount: '12.34' });
    // The operator's recharge list shows them passed by the watcher, not by an operator.
    const admin = await createAdmin(server.app);
    const list = await server.request('/api/admin/recharge/list?status=passed', { headers: { token: admin.token } });
    expect(list.body.data.data).toHaveLength(2);
    for (const item of list.body.data.data) {
      expect(item).toMatchObject({ type: 'chain', status: 'passed', network_name: 'ERC20' });
      expect(item.audit_remark).toMatch(/^Chain watcher: ERC20 0x[0-9a-f]{64}#\d+$/);
    }
  });

  it('credits nothing for a deposit a reorganization removed before its confirmations', async () => {
    const snapshot = await chain.rpc<string>('evm_snapshot');
    await chain.transfer(alice.address, USDT('7'));
    await server.app.chainWatch.tick();
    expect((await watcherRecords(server.app, networkId)).deposits.at(-1)).toMatchObject({
      status: 'seen',
      amount: 7_00,
    });
    expect(await chain.rpc('evm_revert', [snapshot])).toBe(true);
    await chain.mine(CONFIRMATIONS + 1);
    await server.app.chainWatch.tick();
    expect((await watcherRecords(server.app, networkId)).deposits.at(-1)).toMatchObject({ status: 'dropped' });
    expect(await balanceOf(server.app, alice)).toBe(12_34);
    expect((await watcherRecords(server.app, networkId)).recharges).toHaveLength(2);
  });

  it('stopped, cut off mid-round and restarted, credits nothing twice', async () => {
    await server.app.chainWatch.stop();
    await chain.transfer(bob.address, USDT('3'));
    const first = await fixture.instance();
    await first.chainWatch.tick();
    await chain.mine(CONFIRMATIONS);
    // A round that dies after scanning, before settling (the node went away mid-round).
    const real = evmWatcher(chain.url, chain.token, LOCAL_CHAIN_HTTP);
    const dying = { ...real, stillThere: () => Promise.reject(new Error('connection reset')) };
    await expect(watchRound(first.db, await fixture.network(first), dying)).rejects.toThrow('connection reset');
    await first.chainWatch.stop();

    const restarted = await fixture.instance();
    await restarted.chainWatch.tick();
    await restarted.chainWatch.tick();
    // Even a scan from the very start again (a lost cursor) finds only what is already settled.
    await restarted.db.updateTable('chain_cursors').set({ position: '0' }).execute();
    await restarted.chainWatch.tick();
    expect(await balanceOf(server.app, bob)).toBe(28_00);
    const { recharges } = await watcherRecords(server.app, networkId);
    expect(recharges.filter((r) => r.user_id === bob.id).map((r) => r.amount)).toEqual([25_00, 3_00]);
  });

  it('two instances on one database racing the same rounds credit each deposit once', async () => {
    const [a, b] = fixture.others as [App, App];
    await chain.transfer(alice.address, USDT('4'));
    await chain.transfer(bob.address, USDT('6'));
    await chain.mine(CONFIRMATIONS);
    // Past the jobs lease on purpose: the exactly-once must hold without it.
    const results = await Promise.all([
      watchRound(a.db, await fixture.network(a), evmWatcher(chain.url, chain.token, LOCAL_CHAIN_HTTP)),
      watchRound(b.db, await fixture.network(b), evmWatcher(chain.url, chain.token, LOCAL_CHAIN_HTTP)),
      watchRound(
        server.app.db,
        await fixture.network(server.app),
        evmWatcher(chain.url, chain.token, LOCAL_CHAIN_HTTP),
      ),
    ]);
    expect(results.reduce((sum, r) => sum + r.credited, 0)).toBe(2);
    expect(await balanceOf(server.app, alice)).toBe(16_34);
    expect(await balanceOf(server.app, bob)).toBe(34_00);
    expect((await watcherRecords(server.app, networkId)).recharges).toHaveLength(5);
  });

  it('leaves a ledger that ledger:check passes', async () => {
    await expectLedgerOk(server.app);
    expect(await runLedgerCheck(server.config)).toContain('ledger OK');
  }, 30_000);
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditDeposit, recordSeen } from '../../../src/modules/deposit/chain-deposits';
import type { SeenTransfer } from '../../../src/modules/wallet/chain-watcher';
import { createAdmin } from '../../helpers/admins';
import {
  balanceOf,
  EVM_XPUB,
  saveNetwork,
  shopperWithAddress,
  TRON_XPUB,
  type WatchedShopper,
} from '../../helpers/chain/watch-fixture';
import { startServer, type TestServer } from '../../helpers/test-server';
import { expectLedgerOk, ownUpload } from '../../helpers/wallet';

/**
 * The operator's side of on-chain top-ups (admin/wallet-routes.ts): chain_deposit/list shows what the
 * watcher recorded (below the minimum: not credited, to settle by hand), and recharge/list tells the
 * recharges the watcher passed from those an operator passed.
 */

let server: TestServer;
let admin: { id: number; token: string };
let erc20: number;
let trc20: number;
let alice: WatchedShopper;
let bob: WatchedShopper;
let carol: WatchedShopper;

let txSeq = 0;
/** A transfer to `to` of `units` (6 decimals) as a chain watcher reports it. */
const transfer = (to: string, units: bigint): SeenTransfer => {
  txSeq += 1;
  return {
    txHash: `0x${txSeq.toString(16).padStart(4, '0')}${'ab'.repeat(30)}`,
    logIndex: txSeq % 3,
    blockNumber: 100 + txSeq,
    blockHash: `0xblock${txSeq}`,
    from: '0x00000000000000000000000000000000000000Aa',
    to,
    units,
    decimals: 6,
  };
};

/** A transfer recorded and settled by the watcher's own functions, against the network's minimum. */
async function settled(networkId: number, shopper: WatchedShopper, units: bigint, minCents = 100) {
  const t = transfer(shopper.address, units);
  await recordSeen(server.app.db, { id: networkId, chainKey: `network:${networkId}` }, shopper.id, t);
  const { id } = await server.app.db
    .selectFrom('chain_deposits')
    .select('id')
    .where('network_id', '=', networkId)
    .where('tx_hash', '=', t.txHash)
    .executeTakeFirstOrThrow();
  return { id, txHash: t.txHash, outcome: await creditDeposit(server.app.db, id, minCents) };
}

const list = (query: string, token = admin.token, lang?: string) =>
  server.request(`/api/admin/chain_deposit/list?${query}`, {
    headers: { token, ...(lang ? { 'Accept-Language': lang } : {}) },
  });

let belowMin: Awaited<ReturnType<typeof settled>>;
let credited: Awaited<ReturnType<typeof settled>>;
let tronBelowMin: Awaited<ReturnType<typeof settled>>;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  erc20 = await saveNetwork(server, { name: 'ERC20-test', xpub: EVM_XPUB, address_format: 'evm', confirmations: 3 });
  trc20 = await saveNetwork(server, { name: 'TRC20-test', xpub: TRON_XPUB, address_format: 'tron', confirmations: 3 });
  alice = await shopperWithAddress(server, erc20);
  bob = await shopperWithAddress(server, erc20);
  carol = await shopperWithAddress(server, trc20);
  belowMin = await settled(erc20, alice, 500_000n); // 0.50 USDT under a 1.00 minimum
  credited = await settled(erc20, bob, 12_345_678n); // 12.34 credited, 5678 units left over
  tronBelowMin = await settled(trc20, carol, 990_001n); // 0.99 (and a remainder) under 1.00
  // Seen and waiting for its confirmations.
  await recordSeen(
    server.app.db,
    { id: erc20, chainKey: `network:${erc20}` },
    alice.id,
    transfer(alice.address, 3_000_000n),
  );
});
afterAll(() => server?.close());
afterEach(() => expectLedgerOk(server.app));

describe('admin/chain_deposit/list', () => {
  it('shows a deposit below the minimum as recorded, with the exact token amount, and credits nothing', async () => {
    expect(belowMin.outcome).toBe('below_min');
    const res = await list(`network_id=${erc20}&status=below_min`);
    expect(res.body).toMatchObject({ code: 1, data: { total: 1, current_page: 1 } });
    expect(res.body.data.data).toEqual([
      {
        id: belowMin.id,
        network_id: erc20,
        network_name: 'ERC20-test',
        user_id: alice.id,
        username: (
          await server.app.db
            .selectFrom('users')
            .select('username')
            .where('id', '=', alice.id)
            .executeTakeFirstOrThrow()
        ).username,
        tx_hash: belowMin.txHash,
        log_index: expect.any(Number),
        block_number: expect.any(Number),
        from_address: '0x00000000000000000000000000000000000000Aa',
        to_address: alice.address,
        token_amount: '0.500000',
        amount: '0.50',
        status: 'below_min',
        recharge_id: null,
        createtime: expect.any(Number),
        updatetime: expect.any(Number),
      },
    ]);
    expect(await balanceOf(server.app, alice)).toBe(0);
    const recharges = await server.app.db
      .selectFrom('recharges')
      .select('id')
      .where('user_id', '=', alice.id)
      .execute();
    expect(recharges).toEqual([]);
  });

  it('lists every network’s deposits newest first, and filters by network, by status or by both', async () => {
    const all = await list('limit=50');
    const ours = all.body.data.data.filter((d: { network_id: number }) => [erc20, trc20].includes(d.network_id));
    expect(ours.map((d: { status: string }) => d.status)).toEqual(['seen', 'below_min', 'credited', 'below_min']);
    const ids = ours.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const belowEverywhere = await list('status=below_min');
    expect(belowEverywhere.body.data.data.map((d: { id: number }) => d.id)).toEqual([tronBelowMin.id, belowMin.id]);
    const tron = await list(`network_id=${trc20}`);
    expect(tron.body.data.data).toMatchObject([
      { id: tronBelowMin.id, network_name: 'TRC20-test', to_address: carol.address, token_amount: '0.990001' },
    ]);
    const creditedErc = await list(`network_id=${erc20}&status=credited`);
    expect(creditedErc.body.data.data).toMatchObject([
      { id: credited.id, user_id: bob.id, token_amount: '12.345678', amount: '12.34', recharge_id: expect.any(Number) },
    ]);
    expect(await balanceOf(server.app, bob)).toBe(12_34);
  });

  it('finds a deposit by part of its transaction hash, by an address in any case, or by the shopper’s id', async () => {
    const byHash = await list(`keyword=${belowMin.txHash.slice(2, 8).toUpperCase()}`);
    expect(byHash.body.data.data.map((d: { id: number }) => d.id)).toEqual([belowMin.id]);
    const byAddress = await list(`keyword=${carol.address}`);
    expect(byAddress.body.data.data.map((d: { id: number }) => d.id)).toEqual([tronBelowMin.id]);
    const byShopper = await list(`keyword=${bob.id}`);
    expect(byShopper.body.data.data.map((d: { id: number }) => d.id)).toEqual([credited.id]);
    expect((await list('keyword=%25')).body.data.total).toBe((await list('')).body.data.total);
  });

  it('pages like the other operator lists', async () => {
    const first = await list(`network_id=${erc20}&limit=2&page=1`);
    const second = await list(`network_id=${erc20}&limit=2&page=2`);
    expect(first.body.data).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(second.body.data.data).toHaveLength(1);
  });

  it('refuses a status it does not know with a localized message', async () => {
    const res = await list('status=lost', admin.token, 'ja');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'invalid_field', field: 'status' } });
    expect(res.body.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('is for admins only: no token, a shopper’s token and a merchant answer nothing', async () => {
    expect((await list('', 'nope')).status).toBe(401);
    expect((await list('', alice.token)).status).toBe(401);
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: 1 });
    expect((await list('', merchant.token)).body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
  });
});

describe('admin/recharge/list', () => {
  it('shows a recharge the watcher credited as passed by the watcher, and one an operator passed as not', async () => {
    const image = await ownUpload(server.app, alice.id);
    const manual = await server.request('/api/user/recharge', {
      method: 'POST',
      headers: { token: alice.token, 'Idempotency-Key': 'wallet-routes-manual' },
      json: { type: 'manual', amount: '5.00', image, address: 'card 1114' },
    });
    expect(manual.body.code).toBe(1);
    const audit = await server.request('/api/admin/recharge/audit', {
      method: 'POST',
      headers: { token: admin.token },
      json: { id: manual.body.data.id, status: 'passed' },
    });
    expect(audit.body.code).toBe(1);

    const res = await server.request('/api/admin/recharge/list?status=passed&limit=50', {
      headers: { token: admin.token },
    });
    const byId = new Map(res.body.data.data.map((r: { id: number }) => [r.id, r]));
    const creditedRow = await server.app.db
      .selectFrom('chain_deposits')
      .select('recharge_id')
      .where('id', '=', credited.id)
      .executeTakeFirstOrThrow();
    expect(byId.get(creditedRow.recharge_id)).toMatchObject({
      type: 'chain',
      status: 'passed',
      amount: '12.34',
      user_id: bob.id,
      by_watcher: true,
      network_name: 'ERC20-test',
    });
    expect(byId.get(manual.body.data.id)).toMatchObject({ type: 'manual', status: 'passed', by_watcher: false });
    const waiting = await server.request('/api/admin/recharge/list?status=auditing', {
      headers: { token: admin.token },
    });
    for (const r of waiting.body.data.data) expect(r.by_watcher).toBe(false);
  });
});

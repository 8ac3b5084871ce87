import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainDepositWatcher, SeenTransfer } from '../../../src/modules/wallet/chain-watcher';
import { watchRound, type WatchedNetwork } from '../../../src/modules/deposit/watch-round';
import { EVM_XPUB, saveNetwork, shopperWithAddress, type WatchedShopper } from '../../helpers/chain/watch-fixture';
import { startServer, type TestServer } from '../../helpers/test-server';
import { expectLedgerOk } from '../../helpers/wallet';

/**
 * GET user/chain_deposits: the shopper's own deposits on a network, as the real watcher round
 * recorded them (through an in-memory chain), with confirmations counted from the head the round kept.
 */

let server: TestServer;
let network: WatchedNetwork;
let alice: WatchedShopper;
let bob: WatchedShopper;

/** A chain in memory: transfers by tx, a head, and the blocks a reorganization took away. */
function memoryChain(transfers: SeenTransfer[]) {
  const chain = { head: 100, gone: new Set<string>() };
  const watcher: ChainDepositWatcher = {
    head: async () => chain.head,
    scan: async ({ head }) => ({ transfers: transfers.filter((t) => t.blockNumber <= head), next: String(head) }),
    stillThere: async ({ txHash }) => !chain.gone.has(txHash),
  };
  return { chain, watcher };
}

const transfer = (to: string, txHash: string, blockNumber: number, cents: number): SeenTransfer => ({
  txHash,
  logIndex: 0,
  blockNumber,
  blockHash: `0xblock${blockNumber}`,
  from: '0x00000000000000000000000000000000000000aa',
  to,
  units: BigInt(cents) * 10_000n,
  decimals: 6,
});

const depositsOf = (shopper: WatchedShopper | undefined, query: string, lang?: string) =>
  server.request(`/api/user/chain_deposits?${query}`, {
    headers: { ...(shopper ? { token: shopper.token } : {}), ...(lang ? { 'Accept-Language': lang } : {}) },
  });

let chain: ReturnType<typeof memoryChain>;

beforeAll(async () => {
  server = await startServer();
  const id = await saveNetwork(server, {
    name: 'ERC20',
    xpub: EVM_XPUB,
    address_format: 'evm',
    confirmations: 3,
    min_amount: '1.00',
  });
  network = { id, address_format: 'evm', rpc_url: '', token_contract: '', confirmations: 3, min_amount: 100 };
  alice = await shopperWithAddress(server, id);
  bob = await shopperWithAddress(server, id);
  chain = memoryChain([
    transfer(alice.address, '0xa1', 95, 12_34), // 6 confirmations at head 100: credited
    transfer(alice.address, '0xa2', 90, 50), // below the 1.00 minimum
    transfer(alice.address, '0xa3', 97, 5_00), // its block is replaced before it is credited
    transfer(alice.address, '0xa4', 99, 20_00), // 2 of 3 at head 100
    transfer(bob.address, '0xb1', 99, 7_00),
  ]);
  chain.chain.gone.add('0xa3');
});
afterAll(() => server.close());

describe('user/chain_deposits', () => {
  it('before any watcher round lists nothing', async () => {
    const res = await depositsOf(alice, `network_id=${network.id}`);
    expect(res.body).toMatchObject({ code: 1, data: { total: 0, data: [] } });
  });

  it('lists the caller’s own deposits, newest first, with status and confirmations of the last round', async () => {
    await watchRound(server.app.db, network, chain.watcher);
    const res = await depositsOf(alice, `network_id=${network.id}`);
    expect(res.body.code).toBe(1);
    const recharge = await server.app.db
      .selectFrom('recharges')
      .select('id')
      .where('tx_hash', '=', '0xa1')
      .executeTakeFirstOrThrow();
    const rows = res.body.data.data.map((d: Record<string, unknown>) => [
      d.tx_hash,
      d.amount,
      d.status,
      d.confirmations,
      d.confirmations_needed,
      d.recharge_id,
    ]);
    expect(rows).toEqual([
      ['0xa4', '20.00', 'seen', 2, 3, null],
      ['0xa3', '5.00', 'dropped', 0, 3, null],
      ['0xa2', '0.50', 'below_min', 3, 3, null],
      ['0xa1', '12.34', 'credited', 3, 3, recharge.id],
    ]);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.data[0]).toMatchObject({ network_id: network.id, createtime: expect.any(Number) });
    await expectLedgerOk(server.app);
  });

  it('never shows another shopper’s deposits', async () => {
    const res = await depositsOf(bob, `network_id=${network.id}`);
    expect(res.body.data.data.map((d: { tx_hash: string }) => d.tx_hash)).toEqual(['0xb1']);
    expect(res.body.data.total).toBe(1);
  });

  it('counts confirmations from the head the watcher kept, not from the chain', async () => {
    chain.chain.head = 101;
    // The chain moved, the watcher did not run: the answer still says 2 of 3.
    expect((await depositsOf(alice, `network_id=${network.id}&limit=1`)).body.data.data[0]).toMatchObject({
      tx_hash: '0xa4',
      status: 'seen',
      confirmations: 2,
    });
    await watchRound(server.app.db, network, chain.watcher);
    const res = await depositsOf(alice, `network_id=${network.id}&limit=1`);
    expect(res.body.data.data[0]).toMatchObject({
      tx_hash: '0xa4',
      status: 'credited',
      confirmations: 3,
      recharge_id: expect.any(Number),
    });
    expect(res.body.data).toMatchObject({ total: 4, per_page: 1, last_page: 4 });
  });

  it('pages like the other lists', async () => {
    const res = await depositsOf(alice, `network_id=${network.id}&page=2&limit=3`);
    expect(res.body.data).toMatchObject({ current_page: 2, per_page: 3, total: 4 });
    expect(res.body.data.data.map((d: { tx_hash: string }) => d.tx_hash)).toEqual(['0xa1']);
  });

  it('refuses a missing or unknown network with localized messages', async () => {
    expect((await depositsOf(alice, '')).body).toMatchObject({ code: 0, msg: 'Please choose charge network' });
    expect((await depositsOf(alice, 'network_id=999999')).body).toMatchObject({
      code: 0,
      msg: 'Please choose the same network as the withdrawal platform',
    });
    expect((await depositsOf(alice, 'network_id=999999', 'zh-CN')).body).toMatchObject({
      code: 0,
      msg: '请选择与提现平台相同的网络',
    });
  });

  it('needs a token', async () => {
    const res = await depositsOf(undefined, `network_id=${network.id}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('is in the OpenAPI document with its query', async () => {
    const { body } = await server.request('/api/openapi.json');
    const get = body.paths['/api/user/chain_deposits'].get;
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['network_id', 'page', 'limit']),
    );
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { recordSeen } from '../../../src/modules/deposit/chain-deposits';
import { chainKey } from '../../../src/modules/deposit/chain-key';
import { watchedNetworks } from '../../../src/modules/deposit/chain-watch';
import { watchRound } from '../../../src/modules/deposit/watch-round';
import { createAdmin } from '../../helpers/admins';
import { EVM_TOKEN, fakeChain, insertNetwork, networkBody, usdtTransfer } from '../../helpers/chain/fake-chain';
import { balanceOf, EVM_XPUB, saveNetwork, shopperWithAddress } from '../../helpers/chain/watch-fixture';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';
import { expectLedgerOk } from '../../helpers/wallet';

let server: TestServer;
let admin: { token: string };

const RPC = 'http://127.0.0.1:8545';
const network = (name: string, extra: Record<string, unknown> = {}) =>
  networkBody(name, { xpub: EVM_XPUB, rpc_url: RPC, token_contract: EVM_TOKEN, ...extra });
const save = (json: Record<string, unknown>) =>
  server.request('/api/admin/network/save', { method: 'POST', headers: { token: admin.token }, json });

beforeAll(async () => {
  server = await startServer({ config: { chainWatchMs: 3_600_000 } });
  admin = await createAdmin(server.app);
});
afterAll(() => server.close());

describe('two networks on one chain, contract and key', () => {
  it('are refused at save, however the RPC URL and contract are written', async () => {
    const first = await saveNetwork(server, network('Ethereum'));
    const twin = await save(network('Ethereum again', { rpc_url: `${RPC}/`, token_contract: EVM_TOKEN.toLowerCase() }));
    expect(twin.body).toMatchObject({
      code: 0,
      msg: 'Another network already watches this token contract on this RPC with the same key: each deposit would be seen twice',
    });
    // Another contract, or another key, is another stream of transfers.
    const other = network('Other token', { token_contract: '0x2222222222222222222222222222222222222222' });
    expect((await save(other)).body.code).toBe(1);
    // The first network itself saves again.
    expect((await save({ ...network('Ethereum'), id: first })).body.code).toBe(1);
  });

  it('configured alike before the check (or racing), credit one transfer once', async () => {
    const a = await saveNetwork(server, network('Chain A', { rpc_url: 'http://127.0.0.1:9545' }));
    // A twin as an older configuration left it: written past the console's check.
    const b = await insertNetwork(server.app, {
      name: 'Chain B',
      xpub: EVM_XPUB,
      rpc_url: 'http://127.0.0.1:9545/',
      token_contract: EVM_TOKEN.toLowerCase(),
    });
    const alice = await shopperWithAddress(server, a);
    // The same key gives Alice the same address on both.
    const onB = await server.request(`/api/user/deposit_address?network_id=${b}`, { headers: { token: alice.token } });
    expect(onB.body.data.address).toBe(alice.address);

    const chain = fakeChain([usdtTransfer(alice.address, 7_000_000n)]);
    const watched = await watchedNetworks(server.app.db);
    const rounds = [a, b].map((id) => watched.find((n) => n.id === id)!);
    // Racing rounds: each records or leaves the transfer to the other network's row, none fails.
    await Promise.all(rounds.map((n) => watchRound(server.app.db, n, chain)));

    expect(await balanceOf(server.app, alice)).toBe(700);
    const deposits = await server.app.db
      .selectFrom('chain_deposits')
      .select(['network_id', 'status'])
      .where('network_id', 'in', [a, b])
      .execute();
    expect(deposits).toHaveLength(1);
    expect(deposits[0]!.status).toBe('credited');
    await expectLedgerOk(server.app);
  });
});

describe('a transfer another network’s round is inserting at that moment', () => {
  it('is that network’s once its insert commits: recorded once, and no error', async () => {
    const rpc = 'http://127.0.0.1:10545';
    const a = await insertNetwork(server.app, {
      name: 'Chain D',
      xpub: EVM_XPUB,
      rpc_url: rpc,
      token_contract: EVM_TOKEN,
    });
    const b = await insertNetwork(server.app, {
      name: 'Chain E',
      xpub: EVM_XPUB,
      rpc_url: rpc,
      token_contract: EVM_TOKEN,
    });
    const key = chainKey({ address_format: 'evm', rpc_url: rpc, token_contract: EVM_TOKEN });
    const dave = await shopperWithAddress(server, a);
    const transfer = usdtTransfer(dave.address, 5_000_000n);

    // Network A's round has inserted the transfer and not committed yet.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const roundA = server.app.db.transaction().execute(async (trx) => {
      const now = nowSeconds();
      await trx
        .insertInto('chain_deposits')
        .values({
          network_id: a,
          chain_key: key,
          user_id: dave.id,
          tx_hash: transfer.txHash,
          log_index: transfer.logIndex,
          block_number: transfer.blockNumber,
          amount_units: transfer.units.toString(),
          decimals: transfer.decimals,
          amount: 500,
          createtime: now,
          updatetime: now,
        })
        .execute();
      inserted();
      await committing;
    });
    await insertedYet;
    // Network B's round reads no holder yet and inserts: on PostgreSQL that insert waits on A's uncommitted
    // (chain, tx, log index) entry, outside its ON CONFLICT, and was refused once A committed.
    const roundB = recordSeen(server.app.db, { id: b, chainKey: key }, dave.id, transfer);
    if (TEST_DB === 'postgres') await waitForLockOn('chain_deposits');
    commit();
    await roundA;

    expect(await roundB).toBe(false);
    const rows = await server.app.db
      .selectFrom('chain_deposits')
      .select('network_id')
      .where('tx_hash', '=', transfer.txHash)
      .execute();
    expect(rows).toEqual([{ network_id: a }]);
  });
});

/** Until a query on `table` waits for a lock (PostgreSQL), at most five seconds. */
async function waitForLockOn(table: string): Promise<void> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and query like ${`%${table}%`} and pid <> pg_backend_pid()`.execute(
      server.app.db,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no query on ${table} waited for a lock`);
}

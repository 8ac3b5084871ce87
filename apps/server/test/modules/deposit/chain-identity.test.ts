import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchedNetworks } from '../../../src/modules/deposit/chain-watch';
import { watchRound } from '../../../src/modules/deposit/watch-round';
import { createAdmin } from '../../helpers/admins';
import { EVM_TOKEN, fakeChain, insertNetwork, networkBody, usdtTransfer } from '../../helpers/chain/fake-chain';
import { balanceOf, EVM_XPUB, saveNetwork, shopperWithAddress } from '../../helpers/chain/watch-fixture';
import { startServer, type TestServer } from '../../helpers/test-server';
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
    // Racing rounds: one may lose the unique key and fail; the next poll settles it all the same.
    await Promise.allSettled(rounds.map((n) => watchRound(server.app.db, n, chain)));
    for (const n of rounds) await watchRound(server.app.db, n, chain);

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

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { addressBook } from '../../../src/modules/deposit/chain-deposits';
import { watchAllNetworks, watchedNetworks } from '../../../src/modules/deposit/chain-watch';
import { deriveAddress } from '../../../src/modules/deposit/derive-address';
import { PUBLIC_TEST_XPUBS } from '../../../src/modules/deposit/known-test-keys';
import { watchRound } from '../../../src/modules/deposit/watch-round';
import { createAdmin } from '../../helpers/admins';
import { EVM_TOKEN, fakeChain, insertNetwork, networkBody, usdtTransfer } from '../../helpers/chain/fake-chain';
import { balanceOf, EVM_XPUB, EVM_XPUB_NEXT, saveNetwork, shopperWithAddress } from '../../helpers/chain/watch-fixture';
import { createShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { expectLedgerOk } from '../../helpers/wallet';

const DEMO_EVM_XPUB = PUBLIC_TEST_XPUBS[1];
const HARDHAT_EVM_XPUB = PUBLIC_TEST_XPUBS[6];

let server: TestServer;
let admin: { token: string };

const post = (path: string, json: Record<string, unknown>, lang = 'en') =>
  server.request(`/api/admin/network/${path}`, {
    method: 'POST',
    headers: { token: admin.token, 'Accept-Language': lang },
    json,
  });
const network = networkBody;
/** A network as the demo seed writes it, with a public test key. */
const demoKeyedNetwork = (name: string, extra: { rpc_url?: string; token_contract?: string } = {}) =>
  insertNetwork(server.app, { name, xpub: DEMO_EVM_XPUB, ...extra });

beforeAll(async () => {
  server = await startServer({ config: { chainWatchMs: 3_600_000 } });
  admin = await createAdmin(server.app);
});
afterAll(() => server.close());

describe('keys of public test mnemonics', () => {
  it('are refused at save, in the operator’s language, and nothing is stored', async () => {
    for (const xpub of [DEMO_EVM_XPUB, HARDHAT_EVM_XPUB]) {
      const res = await post('save', network('Public key', { xpub }));
      expect(res.body).toMatchObject({
        code: 0,
        msg: 'This key belongs to a public test wallet whose private keys anyone knows: enter your own wallet’s account xpub',
      });
    }
    const zh = await post('save', network('Public key', { xpub: DEMO_EVM_XPUB }), 'zh-CN');
    expect(zh.body).toMatchObject({
      code: 0,
      msg: '该公钥属于公开的测试钱包，其私钥人人可知：请填写您自己钱包的账户 xpub',
    });
    const stored = await server.app.db
      .selectFrom('chain_networks')
      .select('id')
      .where('name', '=', 'Public key')
      .execute();
    expect(stored).toEqual([]);
  });

  it('cannot be given to an existing network, nor watched where the demo seed left one', async () => {
    const own = await saveNetwork(server, network('Own key', { xpub: EVM_XPUB }));
    expect((await post('save', network('Own key', { id: own, xpub: DEMO_EVM_XPUB }))).body.code).toBe(0);
    const demo = await demoKeyedNetwork('Demo keyed');
    // Other settings still save; watching it does not.
    expect((await post('save', network('Demo keyed (renamed)', { id: demo }))).body.code).toBe(1);
    const watch = await post(
      'save',
      network('Demo keyed', { id: demo, rpc_url: 'http://127.0.0.1:8545', token_contract: EVM_TOKEN }),
    );
    expect(watch.body).toMatchObject({ code: 0, msg: expect.stringContaining('public test wallet') });
  });

  it('are not watched: the watcher warns once and skips the network, its shoppers’ deposits credit nothing', async () => {
    const demo = await demoKeyedNetwork('Demo watched', {
      rpc_url: 'http://127.0.0.1:8545',
      token_contract: EVM_TOKEN,
    });
    const alice = await shopperWithAddress(server, demo);
    expect(alice.address).toBe(deriveAddress(DEMO_EVM_XPUB, alice.id, 'evm'));
    const warn = vi.fn();
    const log = { warn, info: vi.fn() } as unknown as FastifyBaseLogger;
    const asked: number[] = [];
    const chain = fakeChain([usdtTransfer(alice.address, 5_000_000n)]);
    const watcherFor = (n: { id: number }) => (asked.push(n.id), chain);
    const warned = new Set<number>();
    for (const now of [nowSeconds(), nowSeconds() + 1]) {
      await watchAllNetworks(server.app.db, { now, worker: 'test', log, watcherFor, warned });
    }
    expect(asked).not.toContain(demo);
    expect(warn.mock.calls.filter(([fields]) => fields?.network === 'Demo watched')).toHaveLength(1);
    expect(await balanceOf(server.app, alice)).toBe(0);
  });
});

describe('admin/network/rotate_key', () => {
  const rotate = (id: number, xpub: string, retireUntil: number, lang = 'en') =>
    post('rotate_key', { id, xpub, retire_until: retireUntil }, lang);

  it('retires the old addresses: still credited until retire_until, shown as retired, never handed out again', async () => {
    const id = await saveNetwork(
      server,
      network('Rotated', { xpub: EVM_XPUB, rpc_url: 'http://127.0.0.1:8545', token_contract: EVM_TOKEN }),
    );
    const alice = await shopperWithAddress(server, id);
    const bob = await createShopper(server.app, { balanceCents: 0 });
    const until = nowSeconds() + 3_600;

    const res = await rotate(id, EVM_XPUB_NEXT, until);
    expect(res.body).toMatchObject({
      code: 1,
      data: { id, xpub: EVM_XPUB_NEXT, retired_keys: [{ xpub: EVM_XPUB, retire_until: until, addresses: 1 }] },
    });

    // Alice gets a new address under the new key, and sees her old one as retired.
    const mine = await server.request(`/api/user/deposit_address?network_id=${id}`, {
      headers: { token: alice.token },
    });
    const fresh = deriveAddress(EVM_XPUB_NEXT, alice.id, 'evm');
    expect(mine.body.data).toMatchObject({
      address: fresh,
      retired: [{ address: alice.address, retire_until: until }],
    });
    expect(fresh).not.toBe(alice.address);
    const again = await server.request(`/api/user/deposit_address?network_id=${id}`, {
      headers: { token: alice.token },
    });
    expect(again.body.data.address).toBe(fresh);
    // Bob, who had none, gets one under the new key and nothing retired.
    const his = await server.request(`/api/user/deposit_address?network_id=${id}`, { headers: { token: bob.token } });
    expect(his.body.data.address).toBe(deriveAddress(EVM_XPUB_NEXT, bob.id, 'evm'));
    expect(his.body.data).not.toHaveProperty('retired');

    // Deposits to the retired address and to the new one are both Alice's.
    const watched = (await watchedNetworks(server.app.db)).find((n) => n.id === id)!;
    const chain = fakeChain([usdtTransfer(alice.address, 2_000_000n), usdtTransfer(fresh, 3_000_000n)]);
    expect(await watchRound(server.app.db, watched, chain)).toMatchObject({ seen: 2, credited: 2 });
    expect(await balanceOf(server.app, alice)).toBe(500);
    await expectLedgerOk(server.app);

    // After retire_until the old address is no longer watched; the new one is.
    const later = await addressBook(server.app.db, id, until + 1);
    expect(later.get(fresh)).toBe(alice.id);
    expect(later.has(alice.address)).toBe(false);
    expect((await addressBook(server.app.db, id, until)).get(alice.address)).toBe(alice.id);
  });

  it('refuses the same key, a retired key, a public test key, a past retire_until and an unknown network', async () => {
    const id = await saveNetwork(server, network('Rotated twice', { xpub: EVM_XPUB }));
    await shopperWithAddress(server, id);
    const until = nowSeconds() + 60;
    expect((await rotate(id, EVM_XPUB, until)).body).toMatchObject({
      code: 0,
      msg: 'This is already the network’s key: enter the new account xpub',
    });
    expect((await rotate(id, DEMO_EVM_XPUB, until)).body).toMatchObject({
      code: 0,
      msg: expect.stringContaining('public test wallet'),
    });
    expect((await rotate(id, EVM_XPUB_NEXT, nowSeconds() - 1, 'ja')).body).toMatchObject({
      code: 0,
      msg: '旧アドレスへの入金を引き続き反映する期限として、現在以降の日時を選んでください',
    });
    expect((await rotate(999_999, EVM_XPUB_NEXT, until)).body.code).toBe(0);
    expect((await rotate(id, EVM_XPUB_NEXT, until)).body.code).toBe(1);
    expect((await rotate(id, EVM_XPUB, until)).body).toMatchObject({
      code: 0,
      msg: 'This key was replaced on this network before: its addresses are never handed out again; enter a new key',
    });
    // Save keeps the key as before: replacing it is rotate_key's.
    const save = await post('save', network('Rotated twice', { id, xpub: EVM_XPUB }));
    expect(save.body).toMatchObject({ code: 0, msg: expect.stringContaining('Replace key') });
  });

  it('is for admins only', async () => {
    const shopper = await createShopper(server.app);
    const res = await server.request('/api/admin/network/rotate_key', {
      method: 'POST',
      headers: { token: shopper.token },
      json: { id: 1, xpub: EVM_XPUB_NEXT, retire_until: nowSeconds() + 60 },
    });
    expect(res.body.code).not.toBe(1);
  });
});

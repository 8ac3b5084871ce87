import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAddress } from '../../../src/modules/deposit/derive-address';
import { createAdmin } from '../../helpers/admins';
import { EVM_XPRV, EVM_XPUB, TRON_XPUB } from '../../helpers/chain/watch-fixture';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let admin: { token: string };
let alice: TestShopper;
let bob: TestShopper;
let erc20: number;
let trc20: number;
let bare: number;

const adminSave = (json: Record<string, unknown>) =>
  server.request('/api/admin/network/save', { method: 'POST', headers: { token: admin.token }, json });
const addressOf = (networkId: number | string, shopper?: TestShopper) =>
  server.request(`/api/user/deposit_address?network_id=${networkId}`, {
    headers: shopper ? { token: shopper.token } : {},
  });
const network = (name: string, extra: Record<string, unknown>) => ({
  name,
  currency: 'USDT',
  address: `platform-${name.replace(/\W/g, '')}`,
  min_amount: '20.00',
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  alice = await createShopper(server.app);
  bob = await createShopper(server.app);
  const save = async (body: Record<string, unknown>) => {
    const res = await adminSave(body);
    expect(res.body).toMatchObject({ code: 1 });
    return res.body.data.id as number;
  };
  erc20 = await save(
    network('ERC20', { xpub: EVM_XPUB, confirmations: 12, rpc_url: 'https://rpc.example.test', address_format: 'evm' }),
  );
  trc20 = await save(network('TRC20 (own)', { xpub: TRON_XPUB, confirmations: 19, address_format: 'tron' }));
  bare = await save(network('Polygon', {}));
});
afterAll(() => server.close());

describe('user/deposit_address', () => {
  it('answers the caller’s own address from the xpub, the same on every call', async () => {
    const first = await addressOf(erc20, alice);
    expect(first.body).toMatchObject({ code: 1 });
    expect(first.body.data).toEqual({
      network_id: erc20,
      network: 'ERC20',
      currency: 'USDT',
      address: deriveAddress(EVM_XPUB, alice.id, 'evm'),
      min_amount: '20.00',
      confirmations: 12,
    });
    expect((await addressOf(erc20, alice)).body.data).toEqual(first.body.data);
    const rows = await server.app.db
      .selectFrom('deposit_addresses')
      .selectAll()
      .where('user_id', '=', alice.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ network_id: erc20, derivation_index: alice.id, address: first.body.data.address }),
    ]);
  });

  it('gives two shoppers different addresses, and TRON networks T… addresses', async () => {
    const [a, b] = await Promise.all([addressOf(trc20, alice), addressOf(trc20, bob)]);
    expect(a.body.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(b.body.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(a.body.data.address).not.toBe(b.body.data.address);
    expect(b.body.data.address).toBe(deriveAddress(TRON_XPUB, bob.id, 'tron'));
    expect((await addressOf(erc20, bob)).body.data.address).not.toBe((await addressOf(erc20, alice)).body.data.address);
  });

  it('hands out one address when a shopper’s first calls race', async () => {
    const carol = await createShopper(server.app);
    const answers = await Promise.all([1, 2, 3, 4].map(() => addressOf(erc20, carol)));
    expect(new Set(answers.map((r) => r.body.data.address)).size).toBe(1);
    const rows = await server.app.db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('user_id', '=', carol.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await addressOf(erc20);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('refuses an unknown or missing network with the product’s messages', async () => {
    expect((await addressOf(999_999, alice)).body).toMatchObject({
      code: 0,
      msg: 'Please choose the same network as the withdrawal platform',
    });
    const missing = await server.request('/api/user/deposit_address', { headers: { token: alice.token } });
    expect(missing.body).toMatchObject({ code: 0, msg: 'Please choose charge network' });
  });

  it('on a network without an xpub answers a clear localized message and hands out nothing', async () => {
    expect((await addressOf(bare, alice)).body).toMatchObject({
      code: 0,
      msg: 'This network does not give personal deposit addresses yet: send to the platform address and submit the recharge form',
    });
    const zh = await server.request(`/api/user/deposit_address?network_id=${bare}`, {
      headers: { token: alice.token, 'Accept-Language': 'zh-CN' },
    });
    expect(zh.body.msg).toBe('该网络暂不提供专属充值地址：请转账到平台地址并提交充值表单');
    const rows = await server.app.db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('network_id', '=', bare)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('admin/network/save: deposit settings', () => {
  it('stores xpub, confirmations and RPC URL, and shows them in the editor', async () => {
    const detail = await server.request(`/api/admin/network/detail?id=${erc20}`, { headers: { token: admin.token } });
    expect(detail.body.data).toMatchObject({
      address_format: 'evm',
      xpub: EVM_XPUB,
      confirmations: 12,
      rpc_url: 'https://rpc.example.test',
    });
  });

  it('refuses a private key (xprv), saying no private key may be stored, and stores nothing', async () => {
    const res = await adminSave({ ...network('Polygon', { xpub: EVM_XPRV }), id: bare });
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'Never store a private key: enter the account’s extended public key (xpub…), not an xprv',
    });
    const row = await server.app.db
      .selectFrom('chain_networks')
      .select('xpub')
      .where('id', '=', bare)
      .executeTakeFirstOrThrow();
    expect(row.xpub).toBe('');
    const created = await adminSave(network('Arbitrum', { xpub: EVM_XPRV }));
    expect(created.body.code).toBe(0);
    expect(
      await server.app.db.selectFrom('chain_networks').select('id').where('name', '=', 'Arbitrum').execute(),
    ).toEqual([]);
  });

  it('refuses a malformed xpub and a non-http RPC URL', async () => {
    expect((await adminSave({ ...network('Polygon', { xpub: 'xpub-not-a-key' }), id: bare })).body).toMatchObject({
      code: 0,
      msg: 'Enter a valid extended public key starting with xpub',
    });
    expect(
      (await adminSave({ ...network('Polygon', { rpc_url: 'javascript:alert(1)' }), id: bare })).body,
    ).toMatchObject({
      code: 0,
      msg: 'Enter the RPC address as an http(s) URL',
    });
  });

  it('keeps the key of a network whose addresses were handed out, and never deletes it', async () => {
    const res = await adminSave({ ...network('ERC20', { xpub: TRON_XPUB }), id: erc20 });
    expect(res.body).toMatchObject({ code: 0, msg: expect.stringContaining('cannot change') });
    expect((await adminSave({ ...network('ERC20', { confirmations: 20 }), id: erc20 })).body.code).toBe(1);
    expect((await addressOf(erc20, alice)).body.data).toMatchObject({
      address: deriveAddress(EVM_XPUB, alice.id, 'evm'),
      confirmations: 20,
    });
    const del = await server.request('/api/admin/network/del', {
      method: 'POST',
      headers: { token: admin.token },
      json: { id: erc20 },
    });
    expect(del.body.code).toBe(0);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userBalances } from '../../../src/modules/ledger';
import { createAdmin } from '../../helpers/admins';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { addNetwork, EVM_ADDRESS, expectLedgerOk, networkIdOf, ownUpload, TRON_ADDRESS } from '../../helpers/wallet';

/** Withdrawals and chain top-ups take only an address that can exist on the chosen network. */
let server: TestServer;
let admin: { token: string };
let trc20: number;
let erc20: number;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  trc20 = await networkIdOf(server.app, 'TRC20');
  // addNetwork leaves the format at its default, evm.
  erc20 = await addNetwork(server.app, 'ERC20');
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

let keys = 0;
const post = (s: TestShopper, path: string, json: unknown, lang = 'en') =>
  server.request(`${path}?lang=${lang}`, {
    method: 'POST',
    headers: { token: s.token, 'Idempotency-Key': `ca-${(keys += 1)}` },
    json,
  });
const withdraw = (s: TestShopper, network_id: number, address: string, lang?: string) =>
  post(s, '/api/user/extract', { type: 'chain', amount: '50', paypwd: s.payPassword, network_id, address }, lang);

const TRON_TYPO = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzx';
const EVM_TYPO = '0xdAC17F958D2ee523a2206206994597C13D831eC7';

describe('user/extract to a chain address', () => {
  it.each([
    ['TRC20', 'abc', 'This is not a TRC20 address: it starts with T and has 34 letters and digits'],
    ['TRC20', 'TXYZ', 'This is not a TRC20 address: it starts with T and has 34 letters and digits'],
    ['TRC20', EVM_ADDRESS, 'This is not a TRC20 address: it starts with T and has 34 letters and digits'],
    ['TRC20', TRON_TYPO, 'This TRC20 address has a typo: its check characters do not match. Please copy it again'],
    ['ERC20', 'abc', 'This is not a ERC20 address: it is 0x followed by 40 characters 0–9 and a–f'],
    ['ERC20', TRON_ADDRESS, 'This is not a ERC20 address: it is 0x followed by 40 characters 0–9 and a–f'],
    ['ERC20', EVM_TYPO, 'This ERC20 address has a typo: its check characters do not match. Please copy it again'],
  ])('%s refuses %s, freezing nothing', async (network, address, msg) => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    const res = await withdraw(s, network === 'TRC20' ? trc20 : erc20, address);
    expect(res.body).toMatchObject({ code: 0, msg, data: { field: 'address' } });
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 100_00, frozen: 0 });
  });

  it('explains the refusal in the reader’s language', async () => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    expect((await withdraw(s, trc20, 'abc', 'ja')).body.msg).toBe(
      'TRC20 のアドレスではありません。T で始まる 34 文字の英数字です',
    );
    expect((await withdraw(s, erc20, EVM_TYPO, 'ko')).body.msg).toBe(
      '이 ERC20 주소에 오타가 있습니다(체크섬 불일치). 주소를 다시 복사해 주세요',
    );
  });

  it('takes a valid address, any case on EVM, and names the network in every record', async () => {
    const s = await createShopper(server.app, { balanceCents: 200_00 });
    const tron = await withdraw(s, trc20, ` ${TRON_ADDRESS} `);
    expect(tron.body.data).toMatchObject({ network_id: trc20, network_name: 'TRC20', address: TRON_ADDRESS });
    const lower = await withdraw(s, erc20, EVM_ADDRESS.toLowerCase());
    expect(lower.body.data).toMatchObject({ network_name: 'ERC20', address: EVM_ADDRESS.toLowerCase() });
    const log = await server.request('/api/user/extract_log', { headers: { token: s.token } });
    expect(log.body.data.data.map((w: { network_name: string }) => w.network_name)).toEqual(['ERC20', 'TRC20']);
    const list = await server.request(`/api/admin/extract/list?keyword=${s.id}&limit=50`, {
      headers: { token: admin.token },
    });
    const mine = list.body.data.data.filter((w: { user_id: number }) => w.user_id === s.id);
    expect(mine.map((w: { network_name: string }) => w.network_name)).toEqual(['ERC20', 'TRC20']);
  });
});

describe('user/recharge from a chain address', () => {
  it('refuses a paying address that cannot be on the network, and takes one that can', async () => {
    const s = await createShopper(server.app);
    const body = async (address: string) => ({
      type: 'chain',
      amount: '20',
      image: await ownUpload(server.app, s.id),
      network_id: trc20,
      address,
    });
    for (const address of ['abc', 'TXYZ', '12']) {
      expect((await post(s, '/api/user/recharge', await body(address))).body).toMatchObject({
        code: 0,
        msg: 'This is not a TRC20 address: it starts with T and has 34 letters and digits',
        data: { field: 'address' },
      });
    }
    expect((await post(s, '/api/user/recharge', await body(TRON_TYPO))).body.code).toBe(0);
    const ok = await post(s, '/api/user/recharge', await body(TRON_ADDRESS));
    // A chain address is public: shown whole.
    expect(ok.body.data).toMatchObject({ address: TRON_ADDRESS, status: 'auditing' });
  });
});

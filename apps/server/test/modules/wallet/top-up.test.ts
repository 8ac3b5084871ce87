import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userBalances } from '../../../src/modules/ledger';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { addNetwork, expectLedgerOk, ownUpload, TEST_CARD, TRON_ADDRESS } from '../../helpers/wallet';

let server: TestServer;
let shopper: TestShopper;
let trc20: number;
let bsc: number;

beforeAll(async () => {
  server = await startServer();
  shopper = await createShopper(server.app);
  trc20 = (
    await server.app.db.selectFrom('chain_networks').select('id').where('name', '=', 'TRC20').executeTakeFirstOrThrow()
  ).id;
  bsc = await addNetwork(server.app, 'BSC');
  await addNetwork(server.app, 'DEX');
  await addNetwork(server.app, 'heco');
  await addNetwork(server.app, 'BEP20 (BSC)');
  await addNetwork(server.app, 'ERC20', 2_000);
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

const auth = (s: TestShopper) => ({ token: s.token });
let keys = 0;
// A fresh Idempotency-Key per call: identical bodies a moment apart are distinct attempts
// here, not the double tap the duplicate-submit guard is for.
const recharge = (body: Record<string, unknown>, s = shopper, headers: Record<string, string> = {}) =>
  server.request('/api/user/recharge', {
    method: 'POST',
    headers: { ...auth(s), 'Idempotency-Key': `r-${(keys += 1)}`, ...headers },
    json: body,
  });

describe('user/getBlockchain', () => {
  it('lists the networks with address, currency and minimum, never DEX, BSC or HECO', async () => {
    const res = await server.request('/api/user/getBlockchain', { headers: auth(shopper) });
    expect(res.body.code).toBe(1);
    const names = res.body.data.map((n: { name: string }) => n.name);
    expect([...names].sort()).toEqual(['ERC20', 'TRC20']);
    expect(res.body.data.find((n: { id: number }) => n.id === trc20)).toEqual({
      id: trc20,
      name: 'TRC20',
      currency: 'USDT',
      address: 'TXYZfixture',
      min_amount: '10.00',
      address_format: 'tron',
    });
  });

  it('every wallet call needs a token', async () => {
    // POST bodies are valid in shape: schema validation runs before the token check.
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/user/getBlockchain'],
      ['POST', '/api/user/recharge', { type: 'manual' }],
      ['GET', '/api/user/recharge_log'],
      ['GET', '/api/user/extract'],
      ['POST', '/api/user/extract', { type: 'bank' }],
      ['GET', '/api/user/extract_log'],
      ['GET', '/api/user/bill'],
    ];
    for (const [method, path, json] of calls) {
      const res = await server.request(path, json ? { method, json } : {});
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });
});

describe('user/recharge (chain)', () => {
  let image: string;
  beforeAll(async () => {
    image = await ownUpload(server.app, shopper.id);
  });
  const ok = () => ({ type: 'chain', amount: '100', image, network_id: trc20, address: TRON_ADDRESS });

  it.each<[Record<string, unknown>, string]>([
    [{ network_id: undefined }, 'Please choose charge network'],
    [{ network_id: 99_999 }, 'Please choose the same network as the withdrawal platform'],
    [{ network_id: 'BSC' }, 'Deposits via DEX, BSC and HECO are not supported'],
    [{ address: '' }, 'Please fill recharge address'],
    [{ address: '   ' }, 'Please fill recharge address'],
    [{ amount: undefined }, 'Please fill correct amount'],
    [{ amount: '' }, 'Please fill correct amount'],
    [{ amount: 0 }, 'Please fill correct amount'],
    [{ amount: -5 }, 'Please fill correct amount'],
    [{ amount: '1.234' }, 'Please fill correct amount'],
    [{ amount: 'abc' }, 'Please fill correct amount'],
    [{ amount: null }, 'Please fill correct amount'],
    [{ amount: '9.99' }, 'The amount cannot be less than $10.00'],
    [{ image: undefined }, 'Please upload payment evidence'],
    [{ image: '' }, 'Please upload payment evidence'],
    [{ image: '/uploads/made-up.png' }, 'This image was not uploaded by you.'],
  ])('refuses %j: %s', async (change, msg) => {
    const body: Record<string, unknown> = { ...ok(), ...change };
    if (change.network_id === 'BSC') body.network_id = bsc;
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    const res = await recharge(body);
    expect(res.body).toMatchObject({ code: 0, msg });
  });

  it('refuses every DEX, BSC and HECO network even when listed by the operator', async () => {
    const refused = await server.app.db
      .selectFrom('chain_networks')
      .select('id')
      .where('name', 'in', ['BSC', 'DEX', 'heco', 'BEP20 (BSC)'])
      .execute();
    expect(refused).toHaveLength(4);
    for (const { id } of refused) {
      const res = await recharge({ ...ok(), network_id: id });
      expect(res.body.data.reason).toBe('network_not_supported');
    }
  });

  it('refuses another shopper’s upload as evidence', async () => {
    const other = await createShopper(server.app);
    const theirs = await ownUpload(server.app, other.id);
    const res = await recharge({ ...ok(), image: theirs });
    expect(res.body).toMatchObject({ code: 0, data: { field: 'image' } });
  });

  it('answers in the request language', async () => {
    const res = await server.request('/api/user/recharge?lang=zh-cn', {
      method: 'POST',
      headers: { ...auth(shopper), 'Idempotency-Key': 'lang-1' },
      json: { ...ok(), address: '' },
    });
    expect(res.body.msg).toBe('请填写充值地址');
  });

  it('records an on-chain recharge for audit without moving money', async () => {
    const res = await recharge({ ...ok(), amount: '100.5' });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      type: 'chain',
      amount: '100.50',
      network_id: trc20,
      network_name: 'TRC20',
      address: TRON_ADDRESS,
      image,
      status: 'auditing',
      audit_remark: '',
      audittime: null,
    });
    expect(await userBalances(server.app.db, shopper.id)).toEqual({ money: 0, frozen: 0 });
  });

  it('acts once for one Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'rk-1' };
    const body = { ...ok(), amount: 77 };
    const [a, b] = [await recharge(body, shopper, headers), await recharge(body, shopper, headers)];
    expect(a.body.data.id).toBe(b.body.data.id);
    const rows = await server.app.db.selectFrom('recharges').select('id').where('amount', '=', 7_700).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('user/recharge (manual)', () => {
  it('checks the fields in the form’s order, with the card form’s own words', async () => {
    // The empty form: the amount comes first on the form, so its message does too.
    expect((await recharge({ type: 'manual' })).body).toMatchObject({
      msg: 'Please fill correct amount',
      data: { field: 'amount' },
    });
    expect((await recharge({ type: 'manual', amount: 50 })).body).toMatchObject({
      msg: 'Please fill in the account you paid from',
      data: { field: 'address' },
    });
    const ja = await server.request('/api/user/recharge?lang=ja', {
      method: 'POST',
      headers: { ...auth(shopper), 'Idempotency-Key': 'lang-manual' },
      json: { type: 'manual', amount: 50 },
    });
    expect(ja.body.msg).toBe('支払い元の口座を入力してください');
  });

  it('refuses more than the card maximum (a setting), with the maximum in the message', async () => {
    const image = await ownUpload(server.app, shopper.id);
    const body = { type: 'manual', image, address: TEST_CARD };
    expect((await recharge({ ...body, amount: '99999999' })).body).toMatchObject({
      code: 0,
      msg: 'The amount cannot be more than $50,000.00',
      data: { field: 'amount' },
    });
    await server.app.db
      .insertInto('settings')
      .values({ key: 'card_recharge_max', value: '200.00', updatetime: 0 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '200.00' }))
      .execute();
    try {
      expect((await recharge({ ...body, amount: '200.01' })).body.msg).toBe('The amount cannot be more than $200.00');
      expect((await recharge({ ...body, amount: '200' })).body.code).toBe(1);
      // On-chain money has already been sent: the card maximum is not theirs.
      const chain = await recharge({ ...body, type: 'chain', network_id: trc20, amount: '300', address: TRON_ADDRESS });
      expect(chain.body.code).toBe(1);
    } finally {
      await server.app.db.deleteFrom('settings').where('key', '=', 'card_recharge_max').execute();
    }
  });

  it('needs the paying account and evidence, and records it for audit', async () => {
    const image = await ownUpload(server.app, shopper.id);
    expect((await recharge({ type: 'manual', amount: 50, image })).body.msg).toBe(
      'Please fill in the account you paid from',
    );
    expect((await recharge({ type: 'manual', amount: 50, address: TEST_CARD })).body.msg).toBe(
      'Please upload payment evidence',
    );
    const res = await recharge({ type: 'manual', amount: 50, image, address: TEST_CARD });
    expect(res.body.data).toMatchObject({
      type: 'manual',
      amount: '50.00',
      network_id: null,
      network_name: '',
      status: 'auditing',
    });
  });

  it('refuses an unknown type', async () => {
    const res = await recharge({ type: 'cash', amount: 50, address: 'x' });
    expect(res.body.code).toBe(0);
  });
});

describe('user/recharge_info', () => {
  it('shows the platform’s receiving account per currency and the card maximum', async () => {
    const empty = await server.request('/api/user/recharge_info', { headers: auth(shopper) });
    expect(empty.body.data).toEqual({ max_amount: '50000.00', accounts: [] });
    await server.app.db
      .insertInto('settings')
      .values({
        key: 'card_accounts',
        value: 'usd City Bank 6222 0000 1234 · Bazaar Ltd\n\nEUR  DE89 3704 0044 ',
        updatetime: 0,
      })
      .execute();
    try {
      const res = await server.request('/api/user/recharge_info', { headers: auth(shopper) });
      expect(res.body.data.accounts).toEqual([
        { currency: 'USD', account: 'City Bank 6222 0000 1234 · Bazaar Ltd' },
        { currency: 'EUR', account: 'DE89 3704 0044' },
      ]);
    } finally {
      await server.app.db.deleteFrom('settings').where('key', '=', 'card_accounts').execute();
    }
  });
});

describe('user/recharge_log', () => {
  it('pages the caller’s own recharges, newest first, filtered by status', async () => {
    const mine = await createShopper(server.app);
    const image = await ownUpload(server.app, mine.id);
    for (const amount of [11, 12, 13]) {
      const res = await recharge({ type: 'manual', amount, image, address: 'DE89 3704 0044 0532 0130 00' }, mine);
      expect(res.body.code).toBe(1);
    }
    await server.app.db
      .updateTable('recharges')
      .set({ status: 'refused' })
      .where('user_id', '=', mine.id)
      .where('amount', '=', 1_100)
      .execute();

    const page = await server.request('/api/user/recharge_log?limit=2', { headers: auth(mine) });
    expect(page.body.data).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(page.body.data.data.map((r: { amount: string }) => r.amount)).toEqual(['13.00', '12.00']);
    const second = await server.request('/api/user/recharge_log?limit=2&page=2', { headers: auth(mine) });
    expect(second.body.data.data.map((r: { amount: string }) => r.amount)).toEqual(['11.00']);
    const refused = await server.request('/api/user/recharge_log?status=refused', { headers: auth(mine) });
    expect(refused.body.data.total).toBe(1);
    const auditing = await server.request('/api/user/recharge_log?status=auditing', { headers: auth(mine) });
    expect(auditing.body.data.total).toBe(2);
    const bad = await server.request('/api/user/recharge_log?status=done', { headers: auth(mine) });
    expect(bad.body.code).toBe(0);

    // `id` opens one record (a fund record's reference), and only the caller's own.
    const id = page.body.data.data[1].id;
    const one = await server.request(`/api/user/recharge_log?id=${id}`, { headers: auth(mine) });
    expect(one.body.data.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const theirs = await server.request(`/api/user/recharge_log?id=${id}`, { headers: auth(shopper) });
    expect(theirs.body.data.total).toBe(0);
  });
});

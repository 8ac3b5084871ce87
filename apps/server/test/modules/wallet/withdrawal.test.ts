import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userBalances } from '../../../src/modules/ledger';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { addNetwork, expectLedgerOk, setSetting, TRON_ADDRESS } from '../../helpers/wallet';

let server: TestServer;
let trc20: number;

beforeAll(async () => {
  server = await startServer();
  trc20 = (
    await server.app.db.selectFrom('chain_networks').select('id').where('name', '=', 'TRC20').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

let keys = 0;
const extract = (s: TestShopper, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.request('/api/user/extract', {
    method: 'POST',
    headers: { token: s.token, 'Idempotency-Key': `w-${(keys += 1)}`, ...headers },
    json: body,
  });
const bank = (s: TestShopper, amount: unknown = '100') => ({
  type: 'bank',
  amount,
  paypwd: s.payPassword,
  bank_card_no: '6222 0000 1114',
  bank_name: 'Test Bank',
  account_name: 'Test Shopper',
});
const balances = (s: TestShopper) => userBalances(server.app.db, s.id);

describe('GET user/extract', () => {
  it('answers the balance, fee rate and the default limits', async () => {
    const s = await createShopper(server.app, { balanceCents: 123_45 });
    const res = await server.request('/api/user/extract', { headers: { token: s.token } });
    expect(res.body.data).toEqual({
      money: '123.45',
      fee_rate: 1,
      min_amount: '10.00',
      max_amount: '50000.00',
      daily_limit: '100000.00',
      types: ['bank', 'chain'],
    });
  });

  it('follows the operator’s settings and ignores unreadable ones', async () => {
    const s = await createShopper(server.app);
    await setSetting(server.app, 'fee_rate', '0.5');
    await setSetting(server.app, 'extract_min', '20');
    await setSetting(server.app, 'extract_max', 'lots');
    try {
      const res = await server.request('/api/user/extract', { headers: { token: s.token } });
      expect(res.body.data).toMatchObject({ fee_rate: 0.5, min_amount: '20.00', max_amount: '50000.00' });
    } finally {
      await server.app.db
        .deleteFrom('settings')
        .where('key', 'in', ['fee_rate', 'extract_min', 'extract_max'])
        .execute();
    }
  });
});

describe('POST user/extract: refusals', () => {
  let s: TestShopper;
  beforeAll(async () => {
    s = await createShopper(server.app, { balanceCents: 1_000_00 });
  });

  it.each([
    [undefined, 'Please enter a withdrawal amount above 0'],
    ['', 'Please enter a withdrawal amount above 0'],
    [0, 'Please enter a withdrawal amount above 0'],
    ['0.00', 'Please enter a withdrawal amount above 0'],
    [-5, 'Please enter a withdrawal amount above 0'],
    ['abc', 'Please enter a withdrawal amount above 0'],
    ['1000.01', 'The withdrawal amount cannot be more than your balance'],
    ['9.99', 'The withdrawal amount cannot be less than $10.00'],
    // Over the balance and the maximum alike: the balance comes first, as docs/product.md#form-messages lists them.
    ['50000.01', 'The withdrawal amount cannot be more than your balance'],
  ])('amount %j: %s', async (amount, msg) => {
    const body: Record<string, unknown> = bank(s, amount);
    if (amount === undefined) delete body.amount;
    expect((await extract(s, body)).body).toMatchObject({ code: 0, msg });
  });

  it('an amount over the maximum but within the balance: the maximum', async () => {
    const rich = await createShopper(server.app, { balanceCents: 60_000_00 });
    expect((await extract(rich, bank(rich, '50000.01'))).body).toMatchObject({
      code: 0,
      msg: 'The withdrawal amount cannot be more than $50,000.00',
    });
  });

  it('an amount over the balance is refused before the payment code is checked: no try is spent', async () => {
    const p = await createShopper(server.app, { balanceCents: 50_00 });
    for (let i = 0; i < 6; i += 1) {
      const res = await extract(p, { ...bank(p, '60'), paypwd: '000000' });
      expect(res.body).toMatchObject({ code: 0, msg: 'The withdrawal amount cannot be more than your balance' });
    }
    const row = await server.app.db
      .selectFrom('users')
      .select(['pay_fail_count', 'pay_locked_until'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pay_fail_count: 0, pay_locked_until: 0 });
  });

  it.each([
    ['bank_card_no', 'Please fill in the bank card number'],
    ['bank_name', 'Please fill in the bank name'],
    ['account_name', 'Please fill in the account name'],
  ])('bank without %s', async (field, msg) => {
    expect((await extract(s, { ...bank(s), [field]: ' ' })).body).toMatchObject({ code: 0, msg, data: { field } });
  });

  it.each([
    ['12', 'The bank card number must have 12 to 19 digits'],
    ['62220000111122223333', 'The bank card number must have 12 to 19 digits'],
    ['6222abcd11112223', 'The bank card number can contain digits only'],
    ['6222000011112222', 'This bank card number is not valid. Please check it'],
  ])('refuses the card number %s before the payment code is tried', async (cardNo, msg) => {
    const res = await extract(s, { ...bank(s), bank_card_no: cardNo, paypwd: '000000' });
    expect(res.body).toMatchObject({ code: 0, msg, data: { field: 'bank_card_no' } });
    const row = await server.app.db
      .selectFrom('users')
      .select('pay_fail_count')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_fail_count).toBe(0);
  });

  it('stores the card number without the spaces, and shows the shopper its last four digits only', async () => {
    const p = await createShopper(server.app, { balanceCents: 200_00 });
    // A bank account number outside the card ranges carries no Luhn digit.
    const res = await extract(p, { ...bank(p), bank_card_no: '0123 4567 8901 23' });
    expect(res.body.data).toMatchObject({ bank_card_no: '•••• 0123', bank_name: 'Test Bank' });
    const row = await server.app.db
      .selectFrom('withdrawals')
      .select('bank_card_no')
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.bank_card_no).toBe('01234567890123');
    const log = await server.request('/api/user/extract_log', { headers: { token: p.token } });
    expect(log.body.data.data[0].bank_card_no).toBe('•••• 0123');
    expect(JSON.stringify(log.body)).not.toContain('01234567890123');
    const ja = await server.request('/api/user/extract?lang=ja', {
      method: 'POST',
      headers: { token: p.token, 'Idempotency-Key': 'card-ja' },
      json: { ...bank(p), bank_card_no: '12' },
    });
    expect(ja.body.msg).toBe('銀行カード番号は12〜19桁で入力してください');
  });

  it('chain needs a usable network and an address', async () => {
    const base = { type: 'chain', amount: '100', paypwd: s.payPassword, address: TRON_ADDRESS };
    // The withdrawal's own words, not the top-up's "Please choose charge network".
    expect((await extract(s, base)).body).toMatchObject({
      msg: 'Please choose the network to withdraw to',
      data: { field: 'network_id' },
    });
    expect((await extract(s, { ...base, network_id: 4242 })).body.msg).toBe(
      'Please choose the same network as the withdrawal platform',
    );
    const hecoId = await addNetwork(server.app, 'HECO');
    expect((await extract(s, { ...base, network_id: hecoId })).body.data.reason).toBe('network_not_supported');
    expect((await extract(s, { ...base, network_id: trc20, address: '' })).body.msg).toBe(
      'Please fill in the withdrawal address',
    );
  });

  it('needs the right payment code and locks after five wrong ones', async () => {
    const p = await createShopper(server.app, { balanceCents: 500_00 });
    expect((await extract(p, { ...bank(p), paypwd: '' })).body.msg).toBe('Please enter your payment code');
    for (let i = 1; i <= 4; i += 1) {
      expect((await extract(p, { ...bank(p), paypwd: '000000' })).body.msg).toMatch(
        /^Payment code is incorrect\. \d tr(ies|y) left before payment locks for 15 minutes$/,
      );
    }
    expect((await extract(p, { ...bank(p), paypwd: '000000' })).body.data.reason).toBe('locked');
    // Now even the right code is refused until the lock ends.
    const locked = await extract(p, bank(p));
    expect(locked.body).toMatchObject({ code: 0, data: { reason: 'locked' } });
    expect(await balances(p)).toEqual({ money: 500_00, frozen: 0 });
  });

  it('refuses a shopper without a payment code', async () => {
    const p = await createShopper(server.app, { balanceCents: 500_00, payPassword: null });
    expect((await extract(p, { ...bank(p), paypwd: '123456' })).body.msg).toBe('Please set a payment code first');
  });

  it('changed nothing', async () => {
    expect(await balances(s)).toEqual({ money: 1_000_00, frozen: 0 });
    const rows = await server.app.db.selectFrom('withdrawals').select('id').where('user_id', '=', s.id).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('POST user/extract: accepted', () => {
  it('freezes the amount and computes fee and arrival in cents (half up)', async () => {
    const s = await createShopper(server.app, { balanceCents: 1_000_00 });
    const res = await extract(s, bank(s, '100.50'));
    expect(res.body.code).toBe(1);
    // 1% of 100.50 is 1.005 → 1.01; 100.50 − 1.01 = 99.49.
    expect(res.body.data).toMatchObject({
      type: 'bank',
      amount: '100.50',
      fee: '1.01',
      actual_amount: '99.49',
      status: 'auditing',
      audit_remark: '',
      audittime: null,
    });
    expect(await balances(s)).toEqual({ money: 899_50, frozen: 100_50 });
  });

  it('takes a chain withdrawal to a network address', async () => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    const res = await extract(s, {
      type: 'chain',
      amount: 100,
      paypwd: s.payPassword,
      network_id: trc20,
      address: TRON_ADDRESS,
    });
    expect(res.body.data).toMatchObject({ type: 'chain', amount: '100.00', fee: '1.00', actual_amount: '99.00' });
    const row = await server.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ network_id: trc20, address: TRON_ADDRESS, bank_card_no: '' });
    // The record says which network the address is on.
    expect(res.body.data).toMatchObject({ network_id: trc20, network_name: 'TRC20', address: TRON_ADDRESS });
    expect(await balances(s)).toEqual({ money: 0, frozen: 100_00 });
  });

  it('acts once for one Idempotency-Key', async () => {
    const s = await createShopper(server.app, { balanceCents: 300_00 });
    const headers = { 'Idempotency-Key': 'same-key' };
    const a = await extract(s, bank(s), headers);
    const b = await extract(s, bank(s), headers);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(await balances(s)).toEqual({ money: 200_00, frozen: 100_00 });
  });

  it('keeps to the daily limit; refused withdrawals do not count', async () => {
    const s = await createShopper(server.app, { balanceCents: 1_000_00 });
    await setSetting(server.app, 'extract_daily_limit', '300.00');
    try {
      expect((await extract(s, bank(s, 200))).body.code).toBe(1);
      expect((await extract(s, bank(s, 150))).body).toMatchObject({
        code: 0,
        msg: 'The daily withdrawal limit has been reached.',
      });
      expect((await extract(s, bank(s, 100))).body.code).toBe(1);
      await server.app.db
        .updateTable('withdrawals')
        .set({ status: 'refused' })
        .where('user_id', '=', s.id)
        .where('amount', '=', 200_00)
        .execute();
      expect((await extract(s, bank(s, 150))).body.code).toBe(1);
    } finally {
      await server.app.db.deleteFrom('settings').where('key', '=', 'extract_daily_limit').execute();
    }
  });

  it('20 concurrent withdrawals that together exceed the balance: the accepted ones fit', async () => {
    // 250.00 covers two of the twenty 100.00 requests. The payment-code check lets at most
    // five codes be tested at once (accounts module), so some requests may be refused as
    // "a payment is already in progress" before reaching the wallet; the rest race for the balance.
    const s = await createShopper(server.app, { balanceCents: 250_00 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => extract(s, bank(s, '100'))));
    const accepted = answers.filter((a) => a.body.code === 1);
    const reasons = answers.filter((a) => a.body.code === 0).map((a) => a.body.data.reason as string);
    expect(accepted).toHaveLength(2);
    expect(reasons).toContain('amount_exceeds_balance');
    for (const reason of reasons) expect(['amount_exceeds_balance', 'in_progress']).toContain(reason);
    expect(await balances(s)).toEqual({ money: 50_00, frozen: 200_00 });
    const negative = await server.app.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select('p.id')
      .where('a.owner_id', '=', s.id)
      .where('p.balance_after', '<', 0)
      .execute();
    expect(negative).toHaveLength(0);
  });
});

describe('user/extract_log', () => {
  it('pages the caller’s withdrawals with fee, arrival and audit fields', async () => {
    const s = await createShopper(server.app, { balanceCents: 1_000_00 });
    const other = await createShopper(server.app, { balanceCents: 1_000_00 });
    await extract(other, bank(other, 10));
    for (const amount of [10, 20, 30]) await extract(s, bank(s, amount));
    const res = await server.request('/api/user/extract_log?limit=2', { headers: { token: s.token } });
    expect(res.body.data).toMatchObject({ total: 3, last_page: 2 });
    expect(Object.keys(res.body.data.data[0]).sort()).toEqual(
      [
        'actual_amount',
        'address',
        'amount',
        'audit_remark',
        'audittime',
        'bank_card_no',
        'bank_name',
        'createtime',
        'fee',
        'id',
        'network_id',
        'network_name',
        'status',
        'type',
      ].sort(),
    );
    expect(res.body.data.data.map((r: { amount: string }) => r.amount)).toEqual(['30.00', '20.00']);
    const passed = await server.request('/api/user/extract_log?status=passed', { headers: { token: s.token } });
    expect(passed.body.data.total).toBe(0);
  });
});

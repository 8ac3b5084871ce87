import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, userBalances } from '../../../src/modules/ledger';
import { auditTopUp, auditWithdrawal } from '../../../src/modules/wallet/audit';
import { settleConfirmed, type ChainWatcher } from '../../../src/modules/wallet/chain-watcher';
import { createAdmin } from '../../helpers/admins';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { expectLedgerOk, ownUpload, TRON_ADDRESS } from '../../helpers/wallet';

let server: TestServer;
let admin: { id: number; token: string };
let trc20: number;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  trc20 = (
    await server.app.db.selectFrom('chain_networks').select('id').where('name', '=', 'TRC20').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

let keys = 0;
const shopperPost = (s: TestShopper, path: string, json: unknown) =>
  server.request(path, { method: 'POST', headers: { token: s.token, 'Idempotency-Key': `a-${(keys += 1)}` }, json });
const adminPost = (path: string, json: unknown, token = admin.token) =>
  server.request(path, { method: 'POST', headers: { token }, json });

async function newTopUp(s: TestShopper, amount = '100'): Promise<number> {
  const image = await ownUpload(server.app, s.id);
  const res = await shopperPost(s, '/api/user/recharge', {
    type: 'chain',
    amount,
    image,
    network_id: trc20,
    address: TRON_ADDRESS,
  });
  expect(res.body.code).toBe(1);
  return res.body.data.id;
}

async function newWithdrawal(s: TestShopper, amount = '100', card = '622200001114'): Promise<number> {
  const res = await shopperPost(s, '/api/user/extract', {
    type: 'bank',
    amount,
    paypwd: s.payPassword,
    bank_card_no: card,
    bank_name: 'Bank',
    account_name: 'Name',
  });
  expect(res.body.code).toBe(1);
  return res.body.data.id;
}

const bill = async (s: TestShopper, query = '') =>
  (await server.request(`/api/user/bill${query}`, { headers: { token: s.token } })).body.data;
/** The shopper's notifications as notification/list shows them in `lang`. */
const notices = async (s: TestShopper, lang = 'en') =>
  (await server.request(`/api/notification/list?lang=${lang}`, { headers: { token: s.token } })).body.data.data;

describe('admin routes', () => {
  it('need an admin token; merchants may not audit money', async () => {
    expect((await adminPost('/api/admin/recharge/audit', { id: 1, status: 'passed' }, 'nope')).status).toBe(401);
    expect((await server.request('/api/admin/extract/list')).status).toBe(401);
    const merchant = await createAdmin(server.app, { role: 'merchant', shopId: 1 });
    const res = await adminPost('/api/admin/extract/audit', { id: 1, status: 'passed' }, merchant.token);
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
  });

  it('refuse an unknown record and a bad status', async () => {
    expect((await adminPost('/api/admin/recharge/audit', { id: 999_999, status: 'passed' })).body.data.reason).toBe(
      'record_not_found',
    );
    expect((await adminPost('/api/admin/recharge/audit', { id: 1, status: 'maybe' })).body.code).toBe(0);
  });
});

describe('recharge audit', () => {
  it('passed: credits the balance once, shows in the bill, notifies, logs the operator', async () => {
    const s = await createShopper(server.app);
    const id = await newTopUp(s, '100.25');
    const res = await adminPost('/api/admin/recharge/audit', { id, status: 'passed', remark: 'seen on chain' });
    expect(res.body.data).toMatchObject({ id, status: 'passed', audit_remark: 'seen on chain' });
    expect(res.body.data.audittime).toBeGreaterThan(0);
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 100_25, frozen: 0 });

    const again = await adminPost('/api/admin/recharge/audit', { id, status: 'refused', remark: 'late' });
    expect(again.body).toMatchObject({ code: 0, msg: 'This record has already been audited.' });
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 100_25, frozen: 0 });

    const lines = await bill(s);
    expect(lines.data).toEqual([
      expect.objectContaining({
        type: 'recharge',
        amount: '100.25',
        before: '0.00',
        after: '100.25',
        ref: `recharge:${id}`,
      }),
    ]);
    const [note] = await notices(s);
    expect(note).toMatchObject({ type: 'recharge', title: 'Top-up approved', target: { kind: 'recharge', id } });
    expect(note!.content).toContain('100.25');
    const log = await server.app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_id', '=', String(id))
      .execute();
    expect(log.find((l) => l.action === 'recharge.passed')).toBeTruthy();
  });

  it('refused: moves no money and tells the shopper in the language they read it in', async () => {
    const s = await createShopper(server.app);
    // Stored language and reading language differ: the reading one wins.
    await server.app.db.updateTable('users').set({ lang: 'zh-cn' }).where('id', '=', s.id).execute();
    const id = await newTopUp(s);
    const res = await adminPost('/api/admin/recharge/audit', { id, status: 'refused', remark: 'no transfer found' });
    expect(res.body.data).toMatchObject({ status: 'refused', audit_remark: 'no transfer found' });
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 0, frozen: 0 });
    const [zh] = await notices(s, 'zh-cn');
    expect(zh).toMatchObject({ title: '充值被拒绝', target: { kind: 'recharge', id } });
    expect(zh.content).toContain('no transfer found');
    expect((await notices(s, 'ja'))[0].title).toBe('チャージが却下されました');
    expect((await notices(s, 'th'))[0].title).toBe('การเติมเงินถูกปฏิเสธ');
  });

  it('10 parallel passes credit exactly once', async () => {
    const s = await createShopper(server.app);
    const id = await newTopUp(s, '50');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminPost('/api/admin/recharge/audit', { id, status: 'passed' })),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.body.data.reason).toBe('already_done');
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 50_00, frozen: 0 });
    expect((await bill(s)).total).toBe(1);
    // The submission's notice and the one audit's.
    expect((await notices(s)).map((n: { title: string }) => n.title)).toEqual(['Top-up approved', 'Top-up submitted']);
  });

  it('the service acts once when called directly, passes and refusals racing', async () => {
    const s = await createShopper(server.app);
    const id = await newTopUp(s, '30');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        server.app.db
          .transaction()
          .execute((trx) => auditTopUp(trx, id, i % 2 ? 'passed' : 'refused', 'race', admin.id)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const row = await server.app.db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await userBalances(server.app.db, s.id)).money).toBe(row.status === 'passed' ? 30_00 : 0);
  });

  it('lists recharges for operators by status', async () => {
    const s = await createShopper(server.app);
    const id = await newTopUp(s, '12');
    const res = await server.request('/api/admin/recharge/list?status=auditing&limit=50', {
      headers: { token: admin.token },
    });
    const item = res.body.data.data.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({ user_id: s.id, amount: '12.00', status: 'auditing', network_name: 'TRC20' });
    const passed = await server.request('/api/admin/recharge/list?status=passed&limit=50', {
      headers: { token: admin.token },
    });
    expect(passed.body.data.data.every((r: { status: string }) => r.status === 'passed')).toBe(true);
    const list = (query: string) =>
      server.request(`/api/admin/recharge/list?limit=50&${query}`, { headers: { token: admin.token } });
    const ids = (res: { body: { data: { data: Array<{ id: number }> } } }) => res.body.data.data.map((r) => r.id);
    expect(ids(await list(`keyword=${s.id}`))).toContain(id);
    expect(ids(await list('keyword=TLSV52'))).toContain(id);
    expect((await list('keyword=nothing-like-this')).body.data.total).toBe(0);
  });
});

describe('withdrawal audit', () => {
  it('refused: the frozen amount returns to the balance', async () => {
    const s = await createShopper(server.app, { balanceCents: 500_00 });
    const id = await newWithdrawal(s, '200');
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 300_00, frozen: 200_00 });
    const res = await adminPost('/api/admin/extract/audit', { id, status: 'refused', remark: 'card closed' });
    expect(res.body.data).toMatchObject({ status: 'refused', audit_remark: 'card closed' });
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 500_00, frozen: 0 });
    const lines = (await bill(s)).data;
    expect(lines.map((l: { type: string; amount: string }) => [l.type, l.amount])).toEqual([
      ['withdrawal_unfreeze', '200.00'],
      ['withdrawal_freeze', '-200.00'],
      ['deposit', '500.00'],
    ]);
    expect((await notices(s))[0]).toMatchObject({
      type: 'extract',
      title: 'Withdrawal refused',
      target: { kind: 'extract', id },
    });
    expect((await notices(s, 'th'))[0].title).toBe('การถอนเงินถูกปฏิเสธ');
  });

  it('passed: pays out the arrival and books the fee, once', async () => {
    const s = await createShopper(server.app, { balanceCents: 500_00 });
    const id = await newWithdrawal(s, '200');
    const payoutsBefore = await balanceOf(server.app.db, { kind: 'external_payouts' });
    const feesBefore = await balanceOf(server.app.db, { kind: 'fee_revenue' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminPost('/api/admin/extract/audit', { id, status: 'passed' })),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 300_00, frozen: 0 });
    expect((await balanceOf(server.app.db, { kind: 'external_payouts' })) - payoutsBefore).toBe(198_00);
    expect((await balanceOf(server.app.db, { kind: 'fee_revenue' })) - feesBefore).toBe(2_00);
    const [note] = await notices(s);
    expect(note!.content).toContain('198.00');

    const log = await server.request(`/api/user/extract_log`, { headers: { token: s.token } });
    expect(log.body.data.data[0]).toMatchObject({ id, status: 'passed', fee: '2.00', actual_amount: '198.00' });
  });

  it('the service refuses a second audit without changing anything', async () => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    const id = await newWithdrawal(s, '100');
    await server.app.db.transaction().execute((trx) => auditWithdrawal(trx, id, 'refused', 'x', admin.id));
    await expect(
      server.app.db.transaction().execute((trx) => auditWithdrawal(trx, id, 'passed', 'y', admin.id)),
    ).rejects.toMatchObject({ msgKey: 'audit.already_done' });
    const row = await server.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refused', audit_remark: 'x' });
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 100_00, frozen: 0 });
  });

  it('lists withdrawals with payee details for operators', async () => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    const id = await newWithdrawal(s, '50');
    const res = await server.request('/api/admin/extract/list?status=auditing&limit=50', {
      headers: { token: admin.token },
    });
    const item = res.body.data.data.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      user_id: s.id,
      bank_card_no: '622200001114',
      bank_name: 'Bank',
      account_name: 'Name',
      fee: '0.50',
    });
    const list = (query: string) =>
      server.request(`/api/admin/extract/list?limit=50&${query}`, { headers: { token: admin.token } });
    const ids = (res: { body: { data: { data: Array<{ id: number }> } } }) => res.body.data.data.map((r) => r.id);
    // A shopper id may also appear inside card numbers, so only containment is certain.
    expect(ids(await list(`keyword=${s.id}`))).toContain(id);
    expect(ids(await list('keyword=name'))).toContain(id);
    expect((await list('keyword=nobody-at-all')).body.data.total).toBe(0);

    // Paid or refused, nobody has to read the number any more: it is masked like the shopper's.
    await adminPost('/api/admin/extract/audit', { id, status: 'passed' });
    const after = await server.request('/api/admin/extract/list?status=passed&limit=50', {
      headers: { token: admin.token },
    });
    expect(after.body.data.data.find((r: { id: number }) => r.id === id).bank_card_no).toBe('•••• 1114');
  });
});

describe('money in notifications', () => {
  it('reads grouped, with its currency, the way the reader’s language writes it', async () => {
    const s = await createShopper(server.app, { balanceCents: 5000_00 });
    const r = await newTopUp(s, '1234.5');
    await adminPost('/api/admin/recharge/audit', { id: r, status: 'passed' });
    const w = await newWithdrawal(s, '2000');
    await adminPost('/api/admin/extract/audit', { id: w, status: 'passed' });
    // Newest first: paid out, withdrawal submitted, credited, top-up submitted.
    const [paid, , credited, submitted] = await notices(s);
    expect(credited!.content).toContain('$1,234.50');
    expect(submitted!.content).toContain('$1,234.50');
    expect(paid!.content).toContain('$2,000.00');
    expect(paid!.content).toContain('$1,980.00 after a service charge of $20.00');
    expect((await notices(s, 'vi'))[2]!.content).toContain('$1.234,50');
    expect((await notices(s, 'vi'))[0]!.content).toContain('$1.980,00');
    expect((await notices(s, 'ja'))[2]!.content).toContain('$1,234.50');
    expect((await notices(s, 'th'))[0]!.content).toContain('$2,000.00');
  });
});

describe('searching withdrawals by card', () => {
  it('matches the last four digits only, never the hidden rest of a number', async () => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    // A bank account number (no Luhn check digit) of its own, so no other test's card matches.
    const middle = String(Date.now()).slice(-7);
    const card = `9${middle}4821`;
    const id = await newWithdrawal(s, '10', card);
    const list = async (keyword: string) =>
      (
        await server.request(`/api/admin/extract/list?limit=50&keyword=${encodeURIComponent(keyword)}`, {
          headers: { token: admin.token },
        })
      ).body.data.data.map((r: { id: number }) => r.id);
    expect(await list('4821')).toContain(id);
    expect(await list('821')).toContain(id);
    // The full number, or any part of it before the last four, reveals nothing.
    expect(await list(card)).not.toContain(id);
    expect(await list(middle)).not.toContain(id);
    await adminPost('/api/admin/extract/audit', { id, status: 'passed' });
    expect(await list(card)).not.toContain(id);
    expect(await list(`9${middle}`)).not.toContain(id);
    expect(await list('4821')).toContain(id);
  });
});

describe('refusing needs a reason', () => {
  it.each([
    ['recharge', '/api/admin/recharge/audit'],
    ['withdrawal', '/api/admin/extract/audit'],
  ])('%s: no reason, nothing changes; the reason reaches the record and the notification', async (kind, path) => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    const id = kind === 'recharge' ? await newTopUp(s, '20') : await newWithdrawal(s, '20');
    const before = await userBalances(server.app.db, s.id);
    for (const remark of [undefined, '', '   ']) {
      const res = await adminPost(path, { id, status: 'refused', ...(remark === undefined ? {} : { remark }) });
      expect(res.body).toMatchObject({
        code: 0,
        msg: 'Please give the reason for refusing',
        data: { field: 'remark' },
      });
    }
    expect(await userBalances(server.app.db, s.id)).toEqual(before);
    // Only the submission's notice.
    expect(await notices(s)).toHaveLength(1);

    const res = await adminPost(path, { id, status: 'refused', remark: 'The transfer was not found' });
    expect(res.body.data).toMatchObject({ status: 'refused', audit_remark: 'The transfer was not found' });
    const log = await server.request(`/api/user/${kind === 'recharge' ? 'recharge' : 'extract'}_log?id=${id}`, {
      headers: { token: s.token },
    });
    expect(log.body.data.data[0].audit_remark).toBe('The transfer was not found');
    expect((await notices(s))[0]!.content).toContain('The transfer was not found');
  });
});

describe('user/bill', () => {
  it('explains the balance: lines chain before → after, filter by type family', async () => {
    const s = await createShopper(server.app, { balanceCents: 100_00 });
    const r = await newTopUp(s, '40');
    await adminPost('/api/admin/recharge/audit', { id: r, status: 'passed' });
    const w1 = await newWithdrawal(s, '30');
    await adminPost('/api/admin/extract/audit', { id: w1, status: 'refused', remark: 'card closed' });
    const w2 = await newWithdrawal(s, '20');
    await adminPost('/api/admin/extract/audit', { id: w2, status: 'passed' });

    const all = await bill(s, '?limit=50');
    const lines = all.data as Array<{ amount: string; before: string; after: string; type: string }>;
    const cents = (m: string) => Math.round(Number(m) * 100);
    for (const l of lines) expect(cents(l.after)).toBe(cents(l.before) + cents(l.amount));
    for (let i = 0; i + 1 < lines.length; i += 1) expect(lines[i]!.before).toBe(lines[i + 1]!.after);
    expect(lines[lines.length - 1]!.before).toBe('0.00');
    expect(cents(lines[0]!.after)).toBe((await userBalances(server.app.db, s.id)).money);
    expect(lines[0]!.after).toBe('120.00');

    const withdrawals = await bill(s, '?type=withdrawal');
    expect(withdrawals.data.map((l: { type: string }) => l.type)).toEqual([
      'withdrawal_freeze',
      'withdrawal_unfreeze',
      'withdrawal_freeze',
    ]);
    expect((await bill(s, '?type=recharge')).total).toBe(1);
    expect((await bill(s, '?type=withdrawal_unfreeze')).total).toBe(1);
    expect((await bill(s, '?type=with')).total).toBe(0);

    // A withdrawal's freeze line follows its state: paid, refused, or still held.
    const w3 = await newWithdrawal(s, '10');
    const states = Object.fromEntries(
      ((await bill(s, '?type=withdrawal_freeze&limit=50')).data as Array<{ ref: string; state: string }>).map((l) => [
        l.ref,
        l.state,
      ]),
    );
    expect(states).toEqual({
      [`withdrawal:${w1}`]: 'refused',
      [`withdrawal:${w2}`]: 'passed',
      [`withdrawal:${w3}`]: 'auditing',
    });
    const recharge = (await bill(s, '?type=recharge')).data[0];
    expect(recharge).toMatchObject({ ref: `recharge:${r}`, state: 'passed', order_id: null });
  });

  it('shows only the caller’s lines', async () => {
    const s = await createShopper(server.app);
    expect(await bill(s)).toMatchObject({ total: 0, data: [] });
  });
});

describe('ChainWatcher', () => {
  it('credits the deposits a watcher confirms through the same once-only audit', async () => {
    const s = await createShopper(server.app);
    const id = await newTopUp(s, '25');
    const seen: ChainWatcher = {
      confirmed: async (pending) =>
        pending
          .filter((p) => p.id === id && p.toAddress === 'TXYZfixture')
          .map((p) => ({ rechargeId: p.id, txHash: '0xabc' })),
    };
    expect(await settleConfirmed(server.app.db, seen)).toBe(1);
    expect(await settleConfirmed(server.app.db, seen)).toBe(0);
    expect(await userBalances(server.app.db, s.id)).toEqual({ money: 25_00, frozen: 0 });
    const again = await adminPost('/api/admin/recharge/audit', { id, status: 'passed' });
    expect(again.body.data.reason).toBe('already_done');
  });
});

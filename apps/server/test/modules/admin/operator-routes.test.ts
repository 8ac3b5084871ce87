import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../src/modules/ledger';
import { completeOrder } from '../../../src/modules/order/lifecycle';
import { advance, paidOrder } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { expectLedgerOk, postAs, productId, statusOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { ownUpload, setSetting } from '../../helpers/wallet';

/** operator/list, operator/password, operator/disable, order/detail and settlement, with their role boundaries. */

let server: TestServer;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let beta: Awaited<ReturnType<typeof createAdmin>>;
let alpha: Awaited<ReturnType<typeof createAdmin>>;
let betaShop: number;
let alphaShop: number;
let shopper: TestShopper;

const shopId = async (name: string) =>
  (await server.app.db.selectFrom('shops').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const get = (path: string, token = admin.token) => server.request(path, { headers: { token } });
const post = (path: string, json: unknown, token = admin.token) =>
  server.request(path, { method: 'POST', headers: { token }, json });
const login = (account: string, password: string) =>
  server.request('/api/admin/login', { method: 'POST', json: { account, password } });
const lastAudit = () =>
  server.app.db.selectFrom('admin_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const refused = { code: 0, data: { reason: 'no_permission' } };

beforeAll(async () => {
  server = await startServer();
  betaShop = await shopId('Beta Shop');
  alphaShop = await shopId('Alpha Shop');
  admin = await createAdmin(server.app);
  beta = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
  alpha = await createAdmin(server.app, { role: 'merchant', shopId: alphaShop });
  shopper = await createShopper(server.app, { balanceCents: 500_000 });
});
afterAll(() => server.close());

describe('who may call', () => {
  it.each(['/api/admin/operator/list', '/api/admin/settlement', '/api/admin/order/detail?id=1'])(
    '%s needs an operator token (a shopper’s is not one)',
    async (path) => {
      expect((await server.request(path)).status).toBe(401);
      expect((await get(path, shopper.token)).status).toBe(401);
    },
  );

  it('operator/list and operator/disable are the admin’s alone', async () => {
    expect((await get('/api/admin/operator/list', beta.token)).body).toMatchObject(refused);
    expect(
      (await post('/api/admin/operator/disable', { id: alpha.id, disabled: true }, beta.token)).body,
    ).toMatchObject(refused);
    expect((await login(alpha.username, alpha.password)).body.code).toBe(1);
  });
});

describe('operator/list', () => {
  it('lists operators newest first with role, shop and status, never a password hash', async () => {
    const page = (await get('/api/admin/operator/list?limit=50')).body.data;
    const ids = page.data.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const row = page.data.find((o: { id: number }) => o.id === beta.id);
    expect(row).toEqual({
      id: beta.id,
      username: beta.username,
      nickname: beta.username,
      role: 'merchant',
      shop_id: betaShop,
      shop_name: 'Beta Shop',
      status: 'normal',
      createtime: expect.any(Number),
    });
    expect(JSON.stringify(page)).not.toContain('password');
    const found = (await get(`/api/admin/operator/list?keyword=${alpha.username}`)).body.data;
    expect(found.data.map((o: { id: number }) => o.id)).toEqual([alpha.id]);
  });

  it('an operator created by an admin appears and can sign in as a merchant of its shop', async () => {
    const created = await post('/api/admin/operator/create', {
      username: 'gamma_keeper',
      password: 'keeper123',
      role: 'merchant',
      shop_id: alphaShop,
    });
    expect(created.body.data).toMatchObject({ username: 'gamma_keeper', role: 'merchant', shop_id: alphaShop });
    const list = (await get('/api/admin/operator/list?keyword=gamma_keeper')).body.data.data;
    expect(list[0]).toMatchObject({ shop_name: 'Alpha Shop', role: 'merchant' });
    const signed = await login('gamma_keeper', 'keeper123');
    expect(signed.body.data.admininfo).toMatchObject({ role: 'merchant', shop_id: alphaShop });
  });
});

describe('operator/password', () => {
  it('changes one’s own password with the old one; other sessions end, this one stays', async () => {
    const me = await createAdmin(server.app, { role: 'merchant', shopId: betaShop, password: 'first123' });
    const other = (await login(me.username, 'first123')).body.data.admininfo.token as string;
    const missing = await post('/api/admin/operator/password', { password: 'second123' }, me.token);
    expect(missing.body).toMatchObject({
      code: 0,
      msg: 'Please enter the old password',
      data: { field: 'old_password' },
    });
    const wrong = await post(
      '/api/admin/operator/password',
      { old_password: 'nope1234', password: 'second123' },
      me.token,
    );
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The old password is incorrect' });
    const short = await post('/api/admin/operator/password', { old_password: 'first123', password: '123' }, me.token);
    expect(short.body).toMatchObject({ code: 0, data: { field: 'password' } });
    const same = await post(
      '/api/admin/operator/password',
      { old_password: 'first123', password: 'first123' },
      me.token,
    );
    expect(same.body).toMatchObject({ code: 0, msg: 'New password must be different from the old one' });
    expect((await login(me.username, 'first123')).body.code).toBe(1);

    const ok = await post(
      '/api/admin/operator/password',
      { old_password: 'first123', password: 'second123' },
      me.token,
    );
    expect(ok.body).toMatchObject({ code: 1, data: null });
    expect((await login(me.username, 'first123')).body.code).toBe(0);
    expect((await login(me.username, 'second123')).body.code).toBe(1);
    expect((await get('/api/admin/dashboard', me.token)).body.code).toBe(1);
    expect((await get('/api/admin/dashboard', other)).status).toBe(401);
    expect(await lastAudit()).toMatchObject({ admin_id: me.id, action: 'operator.password', target_id: String(me.id) });
    expect((await lastAudit()).detail).not.toContain('hash');
  });

  it('an admin resets another operator’s password without the old one; that operator’s sessions end', async () => {
    const target = await createAdmin(server.app, { role: 'merchant', shopId: alphaShop });
    const res = await post('/api/admin/operator/password', { id: target.id, password: 'reset1234' });
    expect(res.body.code).toBe(1);
    expect((await get('/api/admin/dashboard', target.token)).status).toBe(401);
    expect((await login(target.username, 'reset1234')).body.code).toBe(1);
    expect(await lastAudit()).toMatchObject({
      admin_id: admin.id,
      action: 'operator.password_reset',
      target_id: String(target.id),
    });
  });

  it('a merchant cannot reset anyone else’s password, and nothing changes', async () => {
    const res = await post('/api/admin/operator/password', { id: alpha.id, password: 'hijack123' }, beta.token);
    expect(res.body).toMatchObject(refused);
    expect((await login(alpha.username, 'hijack123')).body.code).toBe(0);
    expect((await get('/api/admin/dashboard', alpha.token)).body.code).toBe(1);
  });

  it('refuses an unknown operator', async () => {
    expect((await post('/api/admin/operator/password', { id: 999_999, password: 'whatever1' })).body).toMatchObject({
      code: 0,
      msg: 'The record does not exist.',
    });
  });
});

describe('operator/disable', () => {
  it('disables: sessions end and sign-in is refused; enabling restores sign-in; both are logged', async () => {
    const target = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
    const off = await post('/api/admin/operator/disable', { id: target.id, disabled: true });
    expect(off.body.data).toMatchObject({ id: target.id, status: 'disabled' });
    expect(await lastAudit()).toMatchObject({ action: 'operator.disable', target_id: String(target.id) });
    expect((await get('/api/admin/dashboard', target.token)).status).toBe(401);
    expect((await login(target.username, target.password)).body).toMatchObject({ code: 0 });
    const disabled = (await get('/api/admin/operator/list?status=disabled&limit=50')).body.data.data;
    expect(disabled.map((o: { id: number }) => o.id)).toContain(target.id);

    const on = await post('/api/admin/operator/disable', { id: target.id, disabled: false });
    expect(on.body.data.status).toBe('normal');
    expect((await lastAudit()).action).toBe('operator.enable');
    expect((await login(target.username, target.password)).body.code).toBe(1);
  });

  it('sessions ended by disabling stay ended once the operator is enabled again', async () => {
    const target = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
    await post('/api/admin/operator/disable', { id: target.id, disabled: true });
    await post('/api/admin/operator/disable', { id: target.id, disabled: false });
    expect((await get('/api/admin/dashboard', target.token)).status).toBe(401);
    const count = await server.app.db
      .selectFrom('admin_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('admin_id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('an admin cannot disable itself', async () => {
    expect((await post('/api/admin/operator/disable', { id: admin.id, disabled: true })).body).toMatchObject(refused);
    expect((await get('/api/admin/dashboard')).body.code).toBe(1);
  });
});

describe('order/detail', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await paidOrder(server, shopper, [{ product_id: await productId(server.app, 2), quantity: 1 }]);
    await advance(server, shopper, orderId, admin.token, 'delivered');
    await post('/api/admin/order/logistics', { id: orderId, text: 'Left the Bangkok hub' });
  });

  it('shows items, address, payment, logistics and the history to an admin and the shop’s merchant', async () => {
    for (const token of [admin.token, beta.token]) {
      const detail = (await get(`/api/admin/order/detail?id=${orderId}`, token)).body.data;
      expect(detail).toMatchObject({
        id: orderId,
        status: 'delivered',
        user_id: shopper.id,
        shop_id: betaShop,
        address: { name: 'Ann Lee' },
        express: { company: 'Kerry', number: 'KE123' },
        refunds: [],
      });
      expect(detail.items).toHaveLength(1);
      expect(detail.paytime).toEqual(expect.any(Number));
      expect(detail.logistics[0].text).toBe('Left the Bangkok hub');
      expect(detail.logistics).toHaveLength(2);
      expect(detail.history.map((h: { event: string }) => h.event)).toEqual(['created', 'paid', 'shipped']);
    }
  });

  it('refuses another shop’s merchant, and an unknown order', async () => {
    expect((await get(`/api/admin/order/detail?id=${orderId}`, alpha.token)).body).toMatchObject(refused);
    expect((await get('/api/admin/order/detail?id=999999')).body).toMatchObject({
      code: 0,
      msg: 'The record does not exist.',
    });
  });

  it('shows a refund in the history and the refunds', async () => {
    const images = [await ownUpload(server.app, shopper.id)];
    const applied = await postAs(server, shopper, '/api/order/refund', {
      order_id: orderId,
      product_ids: [await productId(server.app, 2)],
      type: 'refund_only',
      amount: '1.00',
      goods_status: 'received',
      reason: 'Scratched',
      explain: 'A scratch on the lid',
      images,
    });
    expect(applied.body.code).toBe(1);
    await post('/api/admin/refund/handle', { id: applied.body.data.id, action: 'refuse', remark: 'No scratch' });
    const detail = (await get(`/api/admin/order/detail?id=${orderId}`)).body.data;
    expect(detail.status).toBe('delivered');
    expect(detail.refunds).toEqual([
      expect.objectContaining({ amount: '1.00', status: 'refused', type: 'refund_only', reason: 'Scratched' }),
    ]);
    expect(detail.history.map((h: { event: string }) => h.event)).toEqual([
      'created',
      'paid',
      'shipped',
      'refund_applied',
      'refund_refused',
    ]);
  });
});

describe('settlement', () => {
  const cents = (m: string) => Math.round(Number(m) * 100);
  let completed: number[];
  let partly: number;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    // The commission has its own rate; the withdrawal fee rate plays no part in it.
    await setSetting(server.app, 'commission_rate', '2.5');
    await setSetting(server.app, 'fee_rate', '7');
    const s = await createShopper(server.app, { balanceCents: 500_000 });
    const p1 = await productId(server.app, 1);
    const p2 = await productId(server.app, 2);
    const p4 = await productId(server.app, 4);
    // Two Beta orders completed, one Alpha order completed, one Beta order completed after a
    // compensation of 3.33 on receipt.
    completed = [];
    for (const product of [p2, p4, p1]) {
      const id = await paidOrder(server, s, [{ product_id: product, quantity: 3 }]);
      await advance(server, s, id, admin.token, 'received');
      await server.app.db.transaction().execute((trx) => completeOrder(trx, id));
      completed.push(id);
    }
    partly = await paidOrder(server, s, [{ product_id: p2, quantity: 2 }]);
    await advance(server, s, partly, admin.token, 'received');
    const applied = await postAs(server, s, '/api/order/refund', {
      order_id: partly,
      product_ids: [p2],
      type: 'refund_only',
      amount: '3.33',
      goods_status: 'received',
      reason: 'Scratched',
      explain: 'A scratch on the lid',
      images: [await ownUpload(server.app, s.id)],
    });
    await post('/api/admin/refund/handle', { id: applied.body.data.id, action: 'approve' });
    expect(await statusOf(server.app, partly)).toBe('received');
    await server.app.db.transaction().execute((trx) => completeOrder(trx, partly));
    await expectLedgerOk(server.app);
  });

  const period = () => `start=${now() - 3600}&end=${now() + 3600}`;

  it('adds up: per order, per shop and in total; net and fee equal what the ledger paid the shop and the platform', async () => {
    const all = (await get(`/api/admin/settlement?${period()}`)).body.data;
    expect(all.fee_rate).toBe(2.5);
    expect(all.shop_id).toBeNull();
    expect(all.orders).toBe(4);
    for (const row of [all, ...all.shops, ...all.lines]) {
      expect(cents(row.gross) - cents(row.refunds) - cents(row.fee)).toBe(cents(row.net));
    }
    // Each line's fee is 2.5 % of what the shop keeps, half up to the cent.
    for (const line of all.lines) {
      const kept = cents(line.gross) - cents(line.refunds);
      expect(cents(line.fee)).toBe(Math.floor((kept * 250 + 5000) / 10000));
    }
    const sum = (key: 'gross' | 'refunds' | 'fee' | 'net', rows: { [k: string]: string }[]) =>
      rows.reduce((t, r) => t + cents(r[key]!), 0);
    for (const key of ['gross', 'refunds', 'fee', 'net'] as const) {
      expect(sum(key, all.shops)).toBe(cents(all[key]));
      expect(sum(key, all.lines)).toBe(cents(all[key]));
    }
    expect(cents(all.refunds)).toBe(333);
    const betaRow = all.shops.find((r: { shop_id: number }) => r.shop_id === betaShop);
    expect(betaRow).toMatchObject({ shop_name: 'Beta Shop', orders: 3 });
    const ledgerPaid = await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: betaShop });
    expect(cents(betaRow.net)).toBe(ledgerPaid);
    expect(cents(all.fee)).toBe(await balanceOf(server.app.db, { kind: 'commission_revenue' }));
    expect(cents(all.fee)).toBeGreaterThan(0);
    const totals = await server.app.db
      .selectFrom('orders')
      .select('total')
      .where('id', 'in', [...completed, partly])
      .execute();
    expect(cents(all.gross)).toBe(totals.reduce((t, r) => t + r.total, 0));
  });

  it('a merchant reads its own shop only, and is refused another shop’s', async () => {
    const own = (await get(`/api/admin/settlement?${period()}`, beta.token)).body.data;
    expect(own.shop_id).toBe(betaShop);
    expect(own.orders).toBe(3);
    expect(own.shops.map((r: { shop_id: number }) => r.shop_id)).toEqual([betaShop]);
    expect(own.lines.every((l: { shop_id: number }) => l.shop_id === betaShop)).toBe(true);
    const named = (await get(`/api/admin/settlement?shop_id=${betaShop}&${period()}`, beta.token)).body.data;
    expect(named.net).toBe(own.net);
    expect((await get(`/api/admin/settlement?shop_id=${alphaShop}&${period()}`, beta.token)).body).toMatchObject(
      refused,
    );
    const alphaOwn = (await get(`/api/admin/settlement?${period()}`, alpha.token)).body.data;
    expect(alphaOwn.orders).toBe(1);
  });

  it('an admin filters by shop and by period', async () => {
    const one = (await get(`/api/admin/settlement?shop_id=${alphaShop}&${period()}`)).body.data;
    expect(one).toMatchObject({ shop_id: alphaShop, orders: 1 });
    const past = (await get(`/api/admin/settlement?start=0&end=${now() - 3600}`)).body.data;
    expect(past).toMatchObject({ orders: 0, gross: '0.00', net: '0.00', shops: [], lines: [] });
    expect((await get('/api/admin/settlement?start=abc')).body.code).toBe(0);
  });
});

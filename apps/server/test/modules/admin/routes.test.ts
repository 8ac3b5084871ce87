import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionRateBp } from '../../../src/modules/order/settings';
import { withdrawalSettings } from '../../../src/modules/wallet/settings';
import { paidOrder } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { productId, statusOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let admin: { id: number; token: string };
let betaMerchant: { token: string };
let alphaMerchant: { token: string };
let shopper: TestShopper;
let betaOrder: number;

const shopId = async (name: string) =>
  (await server.app.db.selectFrom('shops').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const get = (path: string, token = admin.token) => server.request(path, { headers: { token } });
const post = (path: string, json: unknown, token = admin.token) =>
  server.request(path, { method: 'POST', headers: { token }, json });
const orderSn = async (id: number) =>
  (await server.app.db.selectFrom('orders').select('order_sn').where('id', '=', id).executeTakeFirstOrThrow()).order_sn;
const auditCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('admin_audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const lastAudit = () =>
  server.app.db.selectFrom('admin_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  betaMerchant = await createAdmin(server.app, { role: 'merchant', shopId: await shopId('Beta Shop') });
  alphaMerchant = await createAdmin(server.app, { role: 'merchant', shopId: await shopId('Alpha Shop') });
  shopper = await createShopper(server.app, { balanceCents: 100_000 });
  // Product 2 is Beta Shop's (fixture catalog).
  betaOrder = await paidOrder(server, shopper, [{ product_id: await productId(server.app, 2), quantity: 1 }]);
});
afterAll(() => server.close());

const ADMIN_ONLY_READS = [
  '/api/admin/user/list',
  '/api/admin/merchant/applications',
  '/api/admin/setting',
  '/api/admin/audit_log',
];

describe('who may call', () => {
  it.each([...ADMIN_ONLY_READS, '/api/admin/dashboard', '/api/admin/order/list'])(
    '%s needs an operator token',
    async (path) => {
      expect((await server.request(path)).status).toBe(401);
      expect((await get(path, 'not-a-token')).status).toBe(401);
      // A shopper's token is not an operator's.
      expect((await get(path, shopper.token)).status).toBe(401);
    },
  );

  it.each(ADMIN_ONLY_READS)('%s refuses a merchant', async (path) => {
    expect((await get(path, betaMerchant.token)).body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
  });

  it('refuses a merchant every admin-only action, and nothing changes', async () => {
    const logged = await auditCount();
    const refused = { code: 0, data: { reason: 'no_permission' } };
    expect(
      (await post('/api/admin/user/freeze', { id: shopper.id, frozen: true }, betaMerchant.token)).body,
    ).toMatchObject(refused);
    expect((await post('/api/admin/setting', { fee_rate: 9 }, betaMerchant.token)).body).toMatchObject(refused);
    expect(
      (await post('/api/admin/merchant/review', { id: 1, status: 'passed' }, betaMerchant.token)).body,
    ).toMatchObject(refused);
    const user = await server.app.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('normal');
    expect((await withdrawalSettings(server.app.db)).feeRateBp).toBe(100);
    expect(await auditCount()).toBe(logged);
  });
});

describe('dashboard', () => {
  it('counts today’s paid orders, sales and the queues for an admin', async () => {
    const total = (
      await server.app.db.selectFrom('orders').select('total').where('id', '=', betaOrder).executeTakeFirstOrThrow()
    ).total;
    const res = await get('/api/admin/dashboard');
    expect(res.body.data).toEqual({
      today_orders: 1,
      today_sales: (total / 100).toFixed(2),
      pending_recharges: 0,
      pending_withdrawals: 0,
      orders_to_ship: 1,
      refunds_to_handle: 0,
    });
  });

  it('shows a merchant its own shop only, and no wallet queues', async () => {
    expect((await get('/api/admin/dashboard', betaMerchant.token)).body.data).toMatchObject({
      today_orders: 1,
      orders_to_ship: 1,
      pending_recharges: null,
      pending_withdrawals: null,
    });
    expect((await get('/api/admin/dashboard', alphaMerchant.token)).body.data).toMatchObject({
      today_orders: 0,
      today_sales: '0.00',
      orders_to_ship: 0,
      refunds_to_handle: 0,
    });
  });
});

describe('order/list', () => {
  it('lists by status and order number for an admin', async () => {
    const sn = await orderSn(betaOrder);
    const all = (await get('/api/admin/order/list')).body.data;
    expect(all.total).toBe(1);
    expect(all.data[0]).toMatchObject({ id: betaOrder, order_sn: sn, status: 'waiting_deliver', user_id: shopper.id });
    expect((await get('/api/admin/order/list?status=waiting_deliver')).body.data.total).toBe(1);
    expect((await get('/api/admin/order/list?status=delivered')).body.data.total).toBe(0);
    expect((await get(`/api/admin/order/list?keyword=${sn.slice(-6)}`)).body.data.total).toBe(1);
    expect((await get('/api/admin/order/list?keyword=nomatch')).body.data.total).toBe(0);
    expect((await get(`/api/admin/order/list?user_id=${shopper.id}`)).body.data.total).toBe(1);
    expect((await get(`/api/admin/order/list?user_id=${shopper.id + 1000}`)).body.data.total).toBe(0);
  });

  it('shows a merchant its own shop’s orders only; another shop’s cannot be shipped', async () => {
    expect(
      (await get('/api/admin/order/list', betaMerchant.token)).body.data.data.map((o: { id: number }) => o.id),
    ).toEqual([betaOrder]);
    expect((await get('/api/admin/order/list', alphaMerchant.token)).body.data).toMatchObject({ total: 0, data: [] });
    const ship = await post(
      '/api/admin/order/ship',
      { id: betaOrder, company: 'Kerry', number: 'K1' },
      alphaMerchant.token,
    );
    expect(ship.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
    expect(await statusOf(server.app, betaOrder)).toBe('waiting_deliver');
  });
});

describe('users', () => {
  it('searches by id, username, email and mobile', async () => {
    const row = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    for (const keyword of [String(shopper.id), row.username.toUpperCase(), shopper.email]) {
      const page = (await get(`/api/admin/user/list?keyword=${encodeURIComponent(keyword)}`)).body.data;
      expect(
        page.data.map((u: { id: number }) => u.id),
        keyword,
      ).toContain(shopper.id);
    }
    const found = (await get(`/api/admin/user/list?keyword=${shopper.id}`)).body.data.data.find(
      (u: { id: number }) => u.id === shopper.id,
    );
    expect(found).toMatchObject({ status: 'normal', email: shopper.email });
    expect(Number(found.money)).toBeGreaterThan(0);
    expect((await get('/api/admin/user/list?keyword=zz-nobody-zz')).body.data.total).toBe(0);
  });

  it('freezes: the shopper can neither sign in nor call; unfreezing restores both; both are logged', async () => {
    const frozen = await post('/api/admin/user/freeze', { id: shopper.id, frozen: true });
    expect(frozen.body.data).toMatchObject({ id: shopper.id, status: 'frozen' });
    expect(await lastAudit()).toMatchObject({
      action: 'user.freeze',
      target_type: 'user',
      target_id: String(shopper.id),
      admin_id: admin.id,
    });
    expect((await get('/api/user/getUserInfo', shopper.token)).body).toMatchObject({
      code: 0,
      msg: 'This account has been frozen.',
    });
    const login = await server.request('/api/user/login', {
      method: 'POST',
      json: { account: shopper.email, password: shopper.password },
    });
    expect(login.body.code).toBe(0);
    expect((await get('/api/admin/user/list?status=frozen')).body.data.data.map((u: { id: number }) => u.id)).toEqual([
      shopper.id,
    ]);

    await post('/api/admin/user/freeze', { id: shopper.id, frozen: false });
    expect((await lastAudit()).action).toBe('user.unfreeze');
    expect((await get('/api/user/getUserInfo', shopper.token)).body.code).toBe(1);
  });

  it('refuses an unknown user', async () => {
    expect((await post('/api/admin/user/freeze', { id: 999_999, frozen: true })).body).toMatchObject({
      code: 0,
      msg: 'The record does not exist.',
    });
  });
});

describe('merchant applications', () => {
  it('lists, approves once (shop and merchant sign-in created) and refuses', async () => {
    const category = (await server.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const applicant = await createShopper(server.app);
    const applied = await server.request('/api/merchant/apply', {
      method: 'POST',
      headers: { token: applicant.token },
      json: {
        shop_name: 'Gamma Tea',
        contact_name: 'Gus',
        mobile: '0812345678',
        email: 'gus@gamma.test',
        category_id: category,
        description: 'Tea',
      },
    });
    const id = applied.body.data.id;
    expect(
      (await get('/api/admin/merchant/applications?status=auditing')).body.data.data.map((a: { id: number }) => a.id),
    ).toContain(id);

    const review = await post('/api/admin/merchant/review', { id, status: 'passed', remark: 'Welcome' });
    expect(review.body.data.application).toMatchObject({ id, status: 'passed', remark: 'Welcome' });
    const { username, password, id: newShop } = review.body.data.shop;
    expect((await lastAudit()).action).toBe('merchant.passed');
    const signIn = await server.request('/api/admin/login', { method: 'POST', json: { account: username, password } });
    expect(signIn.body.data.admininfo).toMatchObject({ role: 'merchant', shop_id: newShop });

    expect((await post('/api/admin/merchant/review', { id, status: 'refused' })).body).toMatchObject({
      code: 0,
      msg: 'This record has already been audited.',
    });
    expect((await get('/api/admin/merchant/applications?status=passed')).body.data.data[0]).toMatchObject({
      id,
      status: 'passed',
    });
  });
});

describe('settings', () => {
  it('reads the defaults the modules apply', async () => {
    expect((await get('/api/admin/setting')).body.data).toMatchObject({
      fee_rate: 1,
      commission_rate: 1,
      extract_min: '10.00',
      extract_max: '50000.00',
      extract_daily_limit: '100000.00',
      card_recharge_max: '50000.00',
      card_accounts: '',
      auto_cancel_minutes: 30,
      auto_confirm_days: 10,
      auto_complete_days: 7,
      service_whatsapp: '',
    });
  });

  it('saves what the wallet, orders and service page then use, and logs before and after', async () => {
    const res = await post('/api/admin/setting', {
      fee_rate: 2.5,
      commission_rate: 3.75,
      extract_min: '20',
      extract_daily_limit: 3000,
      auto_cancel_minutes: 45,
      service_whatsapp: ' +66 81 000 0000 ',
    });
    expect(res.body.data).toMatchObject({
      fee_rate: 2.5,
      commission_rate: 3.75,
      extract_min: '20.00',
      extract_daily_limit: '3000.00',
      auto_cancel_minutes: 45,
    });
    expect(await commissionRateBp(server.app.db)).toBe(375);
    expect(await withdrawalSettings(server.app.db)).toMatchObject({
      feeRateBp: 250,
      minCents: 2000,
      dailyLimitCents: 300_000,
    });
    const service = (await server.request('/api/common/service')).body.data;
    expect(service).toContainEqual(expect.objectContaining({ type: 'whatsapp', value: '+66 81 000 0000' }));
    const log = await lastAudit();
    expect(log.action).toBe('setting.save');
    expect(JSON.parse(log.detail)).toMatchObject({ before: { fee_rate: 1 }, after: { fee_rate: 2.5 } });
  });

  it('saves the card top-up maximum and receiving accounts the card form shows', async () => {
    const res = await post('/api/admin/setting', {
      card_recharge_max: '2500',
      card_accounts: ' USD City Bank 6222 0000 1234 \n\n THB Siam Bank 123-4-56789 ',
    });
    expect(res.body.data).toMatchObject({
      card_recharge_max: '2500.00',
      card_accounts: 'USD City Bank 6222 0000 1234\nTHB Siam Bank 123-4-56789',
    });
    const info = await server.request('/api/user/recharge_info', { headers: { token: shopper.token } });
    expect(info.body.data).toEqual({
      max_amount: '2500.00',
      accounts: [
        { currency: 'USD', account: 'City Bank 6222 0000 1234' },
        { currency: 'THB', account: 'Siam Bank 123-4-56789' },
      ],
    });
    await post('/api/admin/setting', { card_recharge_max: '50000', card_accounts: '' });
  });

  it.each([
    [{ extract_min: '60000' }, 'The minimum withdrawal cannot be above the maximum.'],
    [{ fee_rate: 101 }, 'Invalid value for fee_rate'],
    [{ commission_rate: 100.5 }, 'Invalid value for commission_rate'],
    [{ commission_rate: -1 }, undefined],
    [{ card_recharge_max: '0' }, undefined],
    [{ extract_max: 'lots', fee_rate: 3 }, 'Invalid value for extract_max'],
    [{ auto_confirm_days: 0 }, undefined],
  ])('refuses %j and changes nothing', async (body, msg) => {
    const before = (await get('/api/admin/setting')).body.data;
    const res = await post('/api/admin/setting', body);
    expect(res.body.code).toBe(0);
    if (msg) expect(res.body.msg).toBe(msg);
    expect((await get('/api/admin/setting')).body.data).toEqual(before);
  });
});

describe('operator/create', () => {
  it('creates a merchant of one shop who then sees that shop only; logged', async () => {
    const beta = await shopId('Beta Shop');
    const res = await post('/api/admin/operator/create', {
      username: 'beta-desk',
      password: 'desk123',
      role: 'merchant',
      shop_id: beta,
    });
    expect(res.body.data).toMatchObject({ username: 'beta-desk', role: 'merchant', shop_id: beta });
    expect(await lastAudit()).toMatchObject({ action: 'operator.create', target_type: 'admin' });
    const signIn = await server.request('/api/admin/login', {
      method: 'POST',
      json: { account: 'beta-desk', password: 'desk123' },
    });
    const token = signIn.body.data.admininfo.token;
    expect((await get('/api/admin/order/list', token)).body.data.data.map((o: { id: number }) => o.id)).toEqual([
      betaOrder,
    ]);
  });

  it.each([
    [{ username: 'beta-desk', password: 'desk123', role: 'admin' }, 'This account name is already taken.'],
    [{ username: 'x1', password: 'desk123', role: 'merchant' }, 'Please choose the merchant’s shop.'],
    [{ username: 'x2', password: 'desk123', role: 'merchant', shop_id: 999_999 }, 'Please choose the merchant’s shop.'],
    [{ username: 'x3', password: '123', role: 'admin' }, 'Password must be at least 6 characters long'],
    [{ username: ' ', password: 'desk123', role: 'admin' }, 'Please enter account'],
  ])('refuses %j', async (body, msg) => {
    const before = await auditCount();
    expect((await post('/api/admin/operator/create', body)).body).toMatchObject({ code: 0, msg });
    expect(await auditCount()).toBe(before);
  });

  it('is the admin’s alone', async () => {
    const res = await post(
      '/api/admin/operator/create',
      { username: 'sneaky', password: 'desk123', role: 'admin' },
      betaMerchant.token,
    );
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
    expect(
      await server.app.db.selectFrom('admins').select('id').where('username', '=', 'sneaky').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('audit_log', () => {
  it('lists every action newest first with who did it, filtered by keyword', async () => {
    const page = (await get('/api/admin/audit_log?limit=50')).body.data;
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.data[0]).toMatchObject({ admin_id: admin.id, admin_username: expect.any(String) });
    const actions = page.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.freeze', 'user.unfreeze', 'merchant.passed', 'setting.save']),
    );
    const users = (await get('/api/admin/audit_log?keyword=user.')).body.data.data;
    expect(users.every((e: { action: string }) => e.action.startsWith('user.'))).toBe(true);
    expect(users.find((e: { action: string }) => e.action === 'user.freeze')).toMatchObject({
      before: { status: 'normal' },
      after: { status: 'frozen' },
    });
  });
});

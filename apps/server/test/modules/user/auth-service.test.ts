import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@bazaar/contract';
import { vi as viMessages } from '../../../src/i18n/messages/vi';
import { nowSeconds } from '../../../src/lib/time';
import { post } from '../../../src/modules/ledger';
import { createShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let seq = 0;
function signup(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    family_name: 'Nguyen',
    given_name: 'An',
    email: `An.${tag}@Example.com`,
    mobile: `+8490${String(Date.now()).slice(-6)}${seq}`,
    password: 'secret12',
    repassword: 'secret12',
    real_name: 'Nguyen An',
    ...overrides,
  };
}

const register = (json: unknown, lang = 'en') => server.request(`/api/user/register?lang=${lang}`, { json });
const login = (json: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/user/login', { json, headers });

describe('register', () => {
  it('creates a signed-in account whose token works at once', async () => {
    const body = signup();
    const res = await register(body);
    expect(res.body.code).toBe(1);
    const { userinfo } = res.body.data;
    expect(userinfo).toMatchObject({
      email: body.email.toLowerCase(),
      mobile: body.mobile,
      expires_in: 30 * 24 * 3600,
    });
    expect(userinfo.token.length).toBeGreaterThanOrEqual(22);
    const me = await server.request('/api/user/getUserInfo', { headers: { token: userinfo.token } });
    expect(me.body.data).toMatchObject({
      id: userinfo.id,
      family_name: 'Nguyen',
      given_name: 'An',
      real_name: 'Nguyen An',
    });
    // Stored hashed, never in clear.
    const row = await server.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userinfo.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('secret12');
  });

  it.each([
    [{ family_name: '' }, 'Please enter family name', 'family_name'],
    [{ family_name: undefined }, 'Please enter family name', 'family_name'],
    [{ given_name: '  ' }, 'Please enter given name', 'given_name'],
    [{ email: '' }, 'Please enter email', 'email'],
    [{ email: undefined }, 'Please enter email', 'email'],
    [{ email: 'not-an-email' }, 'Please fill correct email', 'email'],
    [{ mobile: '' }, 'Please enter your mobile phone number', 'mobile'],
    [{ mobile: '12ab' }, 'Please fill correct mobile phone number', 'mobile'],
    [{ password: '' }, 'Please enter password', 'password'],
    [{ password: '12345', repassword: '12345' }, 'Password must be at least 6 characters long', 'password'],
    [{ repassword: 'other12' }, 'Passwords do not match', 'repassword'],
    [{ real_name: '' }, 'Please enter RealName', 'real_name'],
    [{ real_name: undefined }, 'Please enter RealName', 'real_name'],
    [{ invite_code: 'NOPE1234' }, 'The invitation code does not exist.', 'invite_code'],
    [{ family_name: '長'.repeat(51) }, 'family_name must be at most 50 characters long', 'family_name'],
  ])('refuses %j with "%s"', async (override, msg, field) => {
    const res = await register(signup(override));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg, data: { field } });
  });

  it('answers the messages in the request language', async () => {
    expect((await register(signup({ family_name: '' }), 'zh-cn')).body.msg).toBe('请输入姓');
    expect((await register(signup({ email: 'x' }), 'vi')).body.msg).toBe(viMessages['register.correct_email']);
    expect(viMessages['register.correct_email']).not.toBe('Please fill correct email');
  });

  it('refuses a duplicate email (any case) or mobile, and links an invite code', async () => {
    const first = signup();
    const created = await register(first);
    expect(created.body.code).toBe(1);
    const sameEmail = await register(signup({ email: first.email.toUpperCase() }));
    expect(sameEmail.body).toMatchObject({ code: 0, msg: 'This email is already registered.' });
    const sameMobile = await register(signup({ mobile: first.mobile }));
    expect(sameMobile.body).toMatchObject({ code: 0, msg: 'This mobile number is already registered.' });

    const inviter = await server.app.db
      .selectFrom('users')
      .select(['id', 'invite_code'])
      .where('id', '=', created.body.data.userinfo.id)
      .executeTakeFirstOrThrow();
    expect(inviter.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    const invited = await register(signup({ invite_code: inviter.invite_code!.toLowerCase() }));
    expect(invited.body.code).toBe(1);
    const row = await server.app.db
      .selectFrom('users')
      .select('invited_by')
      .where('id', '=', invited.body.data.userinfo.id)
      .executeTakeFirstOrThrow();
    expect(row.invited_by).toBe(inviter.id);
  });

  it('gives a username that starts with a letter, so it never reads as a mobile number', async () => {
    const res = await register(signup({ email: `0912${Date.now()}@example.com` }));
    expect(res.body.data.userinfo.username).toMatch(/^u0912\d+$/);
    const named = await register(signup({ email: `Mai.Lan+${Date.now()}@example.com` }));
    expect(named.body.data.userinfo.username).toMatch(/^mailan\d+$/);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const body = signup();
    const answers = await Promise.all([register(body), register({ ...body, mobile: `${body.mobile}9` })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
  });
});

describe('login', () => {
  it('signs in by email (any case), mobile or username, answering userinfo with a fresh token', async () => {
    const shopper = await createShopper(server.app);
    const row = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    for (const account of [shopper.email.toUpperCase(), row.mobile!, row.username]) {
      const res = await login({ account, password: shopper.password });
      expect(res.body.code, account).toBe(1);
      expect(Object.keys(res.body.data.userinfo).sort()).toEqual(
        ['avatar', 'createtime', 'email', 'expires_in', 'id', 'mobile', 'nickname', 'token', 'username'].sort(),
      );
      expect(res.body.data.userinfo.id).toBe(shopper.id);
      expect(res.body.data.userinfo.token).not.toBe(shopper.token);
    }
  });

  it.each([
    [{ password: 'x' }, 'Please enter account'],
    [{ account: '', password: 'x' }, 'Please enter account'],
    [{ account: 'someone' }, 'Please enter password'],
    [{ account: 'someone', password: '' }, 'Please enter password'],
  ])('refuses %j with "%s"', async (body, msg) => {
    expect((await login(body)).body).toMatchObject({ code: 0, msg });
  });

  it('answers the same "Account or password is incorrect" for a wrong password and an unknown account', async () => {
    const shopper = await createShopper(server.app);
    const wrong = await login({ account: shopper.email, password: 'wrong-one' });
    const unknown = await login({ account: 'nobody@example.com', password: 'wrong-one' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Account or password is incorrect' });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Account or password is incorrect' });
    expect(
      (await server.request('/api/user/login?lang=ja', { json: { account: 'nobody', password: 'x' } })).body.msg,
    ).toBe('アカウントまたはパスワードが正しくありません');
  });

  it('refuses a frozen account even with the right password', async () => {
    const shopper = await createShopper(server.app);
    await server.app.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', shopper.id).execute();
    expect((await login({ account: shopper.email, password: shopper.password })).body).toMatchObject({
      code: 0,
      msg: 'This account has been frozen.',
    });
  });

  it('accepts a form-encoded body', async () => {
    const shopper = await createShopper(server.app);
    const res = await server.request('/api/user/login', {
      form: { account: shopper.email, password: shopper.password },
    });
    expect(res.body.code).toBe(1);
  });
});

describe('getUserInfo', () => {
  it('answers the contract user object: ledger balances, counts per order status, favourites, follows, unread', async () => {
    const shopper = await createShopper(server.app, { balanceCents: 12_345 });
    const db = server.app.db;
    // 20.00 of it frozen (a withdrawal under audit)
    await db.transaction().execute((trx) =>
      post(trx, {
        type: 'withdraw_freeze',
        postings: [
          { account: { kind: 'user_available', ownerId: shopper.id }, amount: -2000 },
          { account: { kind: 'user_frozen', ownerId: shopper.id }, amount: 2000 },
        ],
      }),
    );
    const shop = await db.selectFrom('shops').select('id').executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const now = nowSeconds();
    for (const [i, status] of (['waiting_pay', 'waiting_pay', 'completed'] as const).entries()) {
      await db
        .insertInto('orders')
        .values({
          order_sn: `T${shopper.id}${i}`,
          pay_sn: `P${shopper.id}${i}`,
          user_id: shopper.id,
          shop_id: shop.id,
          status,
          createtime: now,
          updatetime: now,
        })
        .execute();
    }
    await db
      .insertInto('favourites')
      .values({ user_id: shopper.id, product_id: product.id, createtime: now })
      .execute();
    await db.insertInto('follows').values({ user_id: shopper.id, shop_id: shop.id, createtime: now }).execute();
    await db
      .insertInto('notifications')
      .values([
        { user_id: shopper.id, type: 'order', is_read: 0, createtime: now },
        { user_id: shopper.id, type: 'order', is_read: 1, createtime: now },
      ])
      .execute();

    const res = await server.request('/api/user/getUserInfo?lang=en', { headers: { token: shopper.token } });
    expect(res.body.code).toBe(1);
    const user = res.body.data;
    expect(user).toMatchObject({
      id: shopper.id,
      email: shopper.email,
      money: '103.45',
      frozen_money: '20.00',
      has_pay_password: true,
      lang: 'en',
      favourite_count: 1,
      follow_count: 1,
      unread_notifications: 1,
    });
    expect(user).not.toHaveProperty('token');
    expect(user.expires_in).toBeGreaterThan(29 * 24 * 3600);
    expect(Object.keys(user.order_counts).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(user.order_counts).toMatchObject({ waiting_pay: 2, completed: 1, delivered: 0 });
  });

  it('reports has_pay_password false before a payment code is set', async () => {
    const shopper = await createShopper(server.app, { payPassword: null });
    const res = await server.request('/api/user/getUserInfo', { headers: { token: shopper.token } });
    expect(res.body.data.has_pay_password).toBe(false);
    expect(res.body.data.money).toBe('0.00');
  });

  it('is 401 "Please login first" without a valid token', async () => {
    const res = await server.request('/api/user/getUserInfo', { headers: { token: 'bogus' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, msg: 'Please login first' });
  });
});

describe('logout', () => {
  it('revokes only the token of the request (POST /api/user/logout?lang=)', async () => {
    const shopper = await createShopper(server.app);
    const other = (await login({ account: shopper.email, password: shopper.password })).body.data.userinfo.token;
    const res = await server.request('/api/user/logout?lang=zh-cn', {
      method: 'POST',
      headers: { token: shopper.token },
    });
    expect(res.body).toMatchObject({ code: 1, msg: '成功', data: null });
    expect((await server.request('/api/user/getUserInfo', { headers: { token: shopper.token } })).status).toBe(401);
    expect((await server.request('/api/user/getUserInfo', { headers: { token: other } })).body.code).toBe(1);
  });

  it('is 401 for a token that is already gone', async () => {
    const res = await server.request('/api/user/logout', { method: 'POST', headers: { token: 'gone' } });
    expect(res.status).toBe(401);
  });
});

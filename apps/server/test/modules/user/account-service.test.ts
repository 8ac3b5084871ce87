import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAccountRecords } from '../../../src/modules/user/housekeeping';
import { KNOWN_ADDRESS_SECONDS } from '../../../src/modules/user/known-addresses';
import { thirdLoginSign } from '../../../src/modules/user/third-login';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

const SECRET = 'wechat-test-secret-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ config: { thirdLoginSecrets: { wechat: SECRET } } });
});
afterAll(() => server.close());

const call = (path: string, json: unknown, token?: string) =>
  server.request(path, { method: 'POST', json, headers: token ? { token } : {} });
const me = (token: string) => server.request('/api/user/getUserInfo', { headers: { token } });
const now = () => Math.floor(Date.now() / 1000);

describe('quick_token and quick_login', () => {
  it('mints a 5-minute one-time token that signs in once, answering userinfo and userInfo', async () => {
    const shopper = await createShopper(server.app);
    const minted = await call('/api/user/quick_token', {}, shopper.token);
    expect(minted.body).toMatchObject({ code: 1, data: { expires_in: 300 } });
    const { quickToken } = minted.body.data;

    const first = await call('/api/user/quick_login', { quickToken });
    expect(first.body.code).toBe(1);
    expect(first.body.data.userinfo).toMatchObject({ id: shopper.id, email: shopper.email });
    expect(first.body.data.userInfo).toMatchObject({ id: shopper.id, money: '0.00', has_pay_password: true });
    expect((await me(first.body.data.userinfo.token)).body.code).toBe(1);

    const second = await call('/api/user/quick_login', { quickToken });
    expect(second.body).toMatchObject({ code: 0, msg: 'The login link is invalid or has expired.' });
  });

  it('answers code 0 and changes nothing for unknown, empty, expired tokens and frozen users', async () => {
    const shopper = await createShopper(server.app);
    const tokensBefore = await server.app.db.selectFrom('user_tokens').select('id').execute();
    for (const body of [{ quickToken: 'nope' }, { quickToken: '' }, {}, { quickToken: 42 }]) {
      const res = await call('/api/user/quick_login', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
    }
    const expired = (await call('/api/user/quick_token', {}, shopper.token)).body.data.quickToken;
    await server.app.db
      .updateTable('quick_tokens')
      .set({ expires: now() - 1 })
      .where('user_id', '=', shopper.id)
      .execute();
    expect((await call('/api/user/quick_login', { quickToken: expired })).body.code).toBe(0);

    const frozen = await createShopper(server.app);
    const frozenQuick = (await call('/api/user/quick_token', {}, frozen.token)).body.data.quickToken;
    await server.app.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', frozen.id).execute();
    expect((await call('/api/user/quick_login', { quickToken: frozenQuick })).body.code).toBe(0);
    const unused = await server.app.db
      .selectFrom('quick_tokens')
      .select('used_at')
      .where('user_id', '=', frozen.id)
      .executeTakeFirstOrThrow();
    expect(unused.used_at).toBeNull();

    const tokensAfter = await server.app.db.selectFrom('user_tokens').select('id').execute();
    // Only the session createShopper gave the frozen shopper was added.
    expect(tokensAfter.length).toBe(tokensBefore.length + 1);
  });

  it('lets exactly one of two simultaneous exchanges of the same token through', async () => {
    const shopper = await createShopper(server.app);
    const { quickToken } = (await call('/api/user/quick_token', {}, shopper.token)).body.data;
    const answers = await Promise.all([
      call('/api/user/quick_login', { quickToken }),
      call('/api/user/quick_login', { quickToken }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
  });

  it('quick_token needs a token', async () => {
    expect((await call('/api/user/quick_token', {})).status).toBe(401);
  });
});

describe('profile', () => {
  async function ownUpload(s: TestShopper): Promise<string> {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    const res = await server.request('/api/common/upload', { method: 'POST', body: form, headers: { token: s.token } });
    return res.body.data.url;
  }

  it('edits names, nickname, mobile and an own avatar, answering the user object', async () => {
    const shopper = await createShopper(server.app);
    const avatar = await ownUpload(shopper);
    const res = await call(
      '/api/user/profile',
      {
        avatar,
        nickname: ' Annie ',
        family_name: 'Tran',
        given_name: 'Anh',
        real_name: 'Tran Anh',
        mobile: '+84 901-234-567',
      },
      shopper.token,
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      avatar,
      nickname: 'Annie',
      family_name: 'Tran',
      given_name: 'Anh',
      real_name: 'Tran Anh',
      mobile: '+84901234567',
      email: shopper.email,
      money: '0.00',
    });
    // A partial edit leaves the rest alone.
    const partial = await call('/api/user/profile', { nickname: 'Ann' }, shopper.token);
    expect(partial.body.data).toMatchObject({ nickname: 'Ann', family_name: 'Tran', avatar });
  });

  it("refuses another shopper's upload or any foreign url as avatar", async () => {
    const shopper = await createShopper(server.app);
    const other = await createShopper(server.app);
    const theirs = await ownUpload(other);
    for (const avatar of [theirs, 'https://evil.example/a.png', '/uploads/2024-01/made-up.png']) {
      const res = await call('/api/user/profile', { avatar }, shopper.token);
      expect(res.body, avatar).toMatchObject({
        code: 0,
        msg: 'This image was not uploaded by you.',
        data: { field: 'avatar' },
      });
    }
  });

  it.each([
    [{ family_name: ' ' }, 'Please enter family name'],
    [{ given_name: '' }, 'Please enter given name'],
    [{ real_name: '' }, 'Please enter RealName'],
    [{ mobile: 'abc' }, 'Please fill correct mobile phone number'],
    [{ mobile: '' }, 'Please enter your mobile phone number'],
    [{ nickname: 'x'.repeat(51) }, 'nickname must be at most 50 characters long'],
  ])('refuses %j with "%s"', async (body, msg) => {
    const shopper = await createShopper(server.app);
    expect((await call('/api/user/profile', body, shopper.token)).body).toMatchObject({ code: 0, msg });
  });

  it("refuses another shopper's mobile but accepts one's own again", async () => {
    const shopper = await createShopper(server.app);
    const other = await createShopper(server.app);
    const theirs = (await me(other.token)).body.data.mobile;
    const mine = (await me(shopper.token)).body.data.mobile;
    expect((await call('/api/user/profile', { mobile: theirs }, shopper.token)).body.msg).toBe(
      'This mobile number is already registered.',
    );
    expect((await call('/api/user/profile', { mobile: mine }, shopper.token)).body.code).toBe(1);
  });

  it('does not change the email', async () => {
    const shopper = await createShopper(server.app);
    const res = await call('/api/user/profile', { email: 'new@example.com', nickname: 'N' }, shopper.token);
    expect(res.body.data.email).toBe(shopper.email);
  });
});

describe('set_language', () => {
  it('stores the language (any case) and getUserInfo reports it', async () => {
    const shopper = await createShopper(server.app);
    const res = await server.request('/api/user/set_language?lang=zh-CN', { headers: { token: shopper.token } });
    expect(res.body).toMatchObject({ code: 1, msg: '成功', data: null });
    expect((await me(shopper.token)).body.data.lang).toBe('zh-cn');
  });

  it('refuses an unknown or missing language', async () => {
    const shopper = await createShopper(server.app);
    for (const q of ['?lang=xx', '']) {
      const res = await server.request(`/api/user/set_language${q}`, { headers: { token: shopper.token } });
      expect(res.body).toMatchObject({ code: 0, msg: 'This language is not supported.' });
    }
    expect((await me(shopper.token)).body.data.lang).toBe('en');
  });
});

describe('sessions and logout_all', () => {
  it('lists the live sessions with the current one marked, and signs out of every device', async () => {
    const shopper = await createShopper(server.app);
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const login = await server.request('/api/user/login', {
      json: { account: shopper.email, password: shopper.password },
      headers: { 'user-agent': phone },
    });
    const second = login.body.data.userinfo.token;
    const list = await server.request('/api/user/sessions', { headers: { token: second } });
    expect(list.body.code).toBe(1);
    expect(list.body.data).toHaveLength(2);
    // Newest first: the phone's session, marked as the current one.
    expect(list.body.data[0]).toEqual({
      id: expect.any(Number),
      createtime: expect.any(Number),
      expires: list.body.data[0].createtime + 30 * 24 * 3600,
      current: true,
      device: 'Chrome on Android',
    });
    expect(list.body.data[1]).toMatchObject({ current: false });
    expect(list.body.data[1]).not.toHaveProperty('device');
    expect(JSON.stringify(list.body.data)).not.toContain(second);

    const other = await createShopper(server.app);
    expect((await call('/api/user/logout_all', {}, second)).body).toMatchObject({ code: 1, data: null });
    expect((await me(second)).status).toBe(401);
    expect((await me(shopper.token)).status).toBe(401);
    expect((await me(other.token)).body.code).toBe(1);
  });

  it('need a token', async () => {
    expect((await server.request('/api/user/sessions')).status).toBe(401);
    expect((await call('/api/user/logout_all', {})).status).toBe(401);
  });
});

describe('thirdlogin', () => {
  const signed = (
    fields: { platform: string; openid: string; timestamp: number; nickname?: string; avatar?: string },
    secret = SECRET,
  ) => ({
    ...fields,
    sign: thirdLoginSign(fields, secret),
  });

  it('creates a shopper for a new openid, then signs the same one in again', async () => {
    const body = signed({
      platform: 'wechat',
      openid: `o-${Date.now()}`,
      timestamp: now(),
      nickname: 'Wei',
      avatar: 'https://cdn.example/a.png',
    });
    const first = await call('/api/user/thirdlogin', body);
    expect(first.body.code).toBe(1);
    expect(first.body.data.userinfo).toMatchObject({ nickname: 'Wei', avatar: 'https://cdn.example/a.png', email: '' });
    const again = await call(
      '/api/user/thirdlogin',
      signed({ platform: 'wechat', openid: body.openid, timestamp: now() }),
    );
    expect(again.body.data.userinfo.id).toBe(first.body.data.userinfo.id);
    expect((await me(again.body.data.userinfo.token)).body.code).toBe(1);
  });

  it('links a new openid to the signed-in caller', async () => {
    const shopper = await createShopper(server.app);
    const body = signed({ platform: 'wechat', openid: `link-${Date.now()}`, timestamp: now() });
    const res = await call('/api/user/thirdlogin', body, shopper.token);
    expect(res.body.data.userinfo.id).toBe(shopper.id);
    const later = await call(
      '/api/user/thirdlogin',
      signed({ platform: 'wechat', openid: body.openid, timestamp: now() }),
    );
    expect(later.body.data.userinfo.id).toBe(shopper.id);
  });

  it('refuses an unknown platform, a bad sign, a changed field and a sign older than 5 minutes', async () => {
    const openid = `bad-${Date.now()}`;
    const users = async () => (await server.app.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    const cases: [unknown, string][] = [
      [signed({ platform: 'other', openid, timestamp: now() }), 'This sign-in platform is not supported.'],
      [
        signed({ platform: 'wechat', openid, timestamp: now() }, 'wrong-secret-0123456789'),
        'The sign-in request is invalid or has expired.',
      ],
      [
        { ...signed({ platform: 'wechat', openid, timestamp: now() }), openid: `${openid}x` },
        'The sign-in request is invalid or has expired.',
      ],
      [
        { ...signed({ platform: 'wechat', openid, timestamp: now() }), nickname: 'added' },
        'The sign-in request is invalid or has expired.',
      ],
      [
        signed({ platform: 'wechat', openid, timestamp: now() - 301 }),
        'The sign-in request is invalid or has expired.',
      ],
      [
        signed({ platform: 'wechat', openid, timestamp: now() + 301 }),
        'The sign-in request is invalid or has expired.',
      ],
    ];
    for (const [body, msg] of cases)
      expect((await call('/api/user/thirdlogin', body)).body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
    expect(await users()).toBe(before);
  });

  it('drops an avatar that is not a plain https address', async () => {
    const res = await call(
      '/api/user/thirdlogin',
      signed({ platform: 'wechat', openid: `av-${Date.now()}`, timestamp: now(), avatar: 'javascript:alert(1)' }),
    );
    expect(res.body.data.userinfo.avatar).toBe('');
  });
});

describe('housekeeping', () => {
  it('prunes expired tokens, old quick tokens, mailed codes, sign-in attempts and addresses no longer known, and nothing live', async () => {
    const shopper = await createShopper(server.app);
    const db = server.app.db;
    const t = now();
    const day = 24 * 3600;
    await db
      .insertInto('user_tokens')
      .values({ token_hash: `old-${t}`, user_id: shopper.id, expires: t - 1, createtime: t - 100 })
      .execute();
    await db
      .insertInto('quick_tokens')
      .values([
        { token_hash: `q-old-${t}`, user_id: shopper.id, expires: t - day - 1, createtime: t - day - 400 },
        { token_hash: `q-new-${t}`, user_id: shopper.id, expires: t - 10, createtime: t - 310 },
      ])
      .execute();
    await db
      .insertInto('ems_codes')
      .values({
        email: `prune-${t}@x.io`,
        event: 'resetpwd',
        code_hash: 'h',
        expires: t - day - 1,
        createtime: t - day - 700,
      })
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { identifier: `prune-${t}`, ip: '192.0.2.9', success: 0, createtime: t - day - 1 },
        { identifier: `prune-${t}`, ip: '192.0.2.9', success: 0, createtime: t - 60 },
      ])
      .execute();
    await db
      .insertInto('account_addresses')
      .values([
        { user_id: shopper.id, ip: '192.0.2.10', last_seen: t - KNOWN_ADDRESS_SECONDS - 1 },
        { user_id: shopper.id, ip: '192.0.2.11', last_seen: t - day },
      ])
      .execute();

    await pruneAccountRecords(db, t);

    expect(await db.selectFrom('user_tokens').select('id').where('user_id', '=', shopper.id).execute()).toHaveLength(1);
    expect((await me(shopper.token)).body.code).toBe(1);
    const quick = await db.selectFrom('quick_tokens').select('token_hash').where('user_id', '=', shopper.id).execute();
    expect(quick.map((q) => q.token_hash)).toEqual([`q-new-${t}`]);
    expect(await db.selectFrom('ems_codes').select('id').where('email', '=', `prune-${t}@x.io`).execute()).toHaveLength(
      0,
    );
    expect(
      await db.selectFrom('login_attempts').select('id').where('identifier', '=', `prune-${t}`).execute(),
    ).toHaveLength(1);
    const addresses = await db.selectFrom('account_addresses').select('ip').where('user_id', '=', shopper.id).execute();
    expect(addresses).toEqual([{ ip: '192.0.2.11' }]);
  });
});

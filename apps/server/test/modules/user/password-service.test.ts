import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMS_ADDRESS_LIMIT_DEFAULTS } from '../../../src/modules/ems/limits';
import { verifyPayPassword } from '../../../src/modules/user/pay-password';
import { outboxFor, waitForCode } from '../../helpers/outbox';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ config: { trustProxy: true } });
});
afterAll(() => server.close());

// Each test speaks from its own client address, so the per-address mail limit of one test
// does not spill into the next (TRUST_PROXY is on for this server, see below).
let ipSeq = 0;
const nextIp = () => `198.51.100.${(ipSeq += 1)}`;

function call(path: string, json: unknown, headers: Record<string, string> = {}) {
  return server.request(path, { method: 'POST', json, headers });
}
const sendEms = (email: string, event = 'resetpwd', ip = nextIp()) =>
  call('/api/ems/send', { email, event }, { 'x-forwarded-for': ip });
// The same body again within 1 s would be refused by the duplicate-submit guard.
const pastDuplicateWindow = () => new Promise((r) => setTimeout(r, 1050));
const me = (token: string) => server.request('/api/user/getUserInfo', { headers: { token } });
const loginOf = async (s: TestShopper, password = s.password) =>
  (await call('/api/user/login', { account: s.email, password })).body;

describe('ems/send', () => {
  it('mails a 6-digit code to the outbox, answering the same for an unknown email', async () => {
    const shopper = await createShopper(server.app);
    const known = await sendEms(shopper.email);
    const unknown = await sendEms('nobody-here@example.com');
    expect(known.body).toMatchObject({
      code: 1,
      msg: 'If this email is registered, a verification code has been sent.',
      data: null,
    });
    expect(unknown.body).toEqual({ ...known.body, time: unknown.body.time });
    const code = await waitForCode(server.config.dataDir, shopper.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(outboxFor(server.config.dataDir, 'nobody-here@example.com')).toHaveLength(0);
    // Stored only as a hash, with a 10-minute life.
    const row = await server.app.db
      .selectFrom('ems_codes')
      .selectAll()
      .where('email', '=', shopper.email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.expires - row.createtime).toBe(600);
  });

  it('writes the mail in the language of the shopper', async () => {
    const shopper = await createShopper(server.app);
    await server.app.db.updateTable('users').set({ lang: 'ja' }).where('id', '=', shopper.id).execute();
    await sendEms(shopper.email);
    await waitForCode(server.config.dataDir, shopper.email);
    expect(outboxFor(server.config.dataDir, shopper.email)[0]).toContain('Subject: Bazaar 認証コード');
  });

  it('validates the email and the event', async () => {
    expect((await sendEms('')).body).toMatchObject({ code: 0, msg: 'Please enter email' });
    expect((await sendEms('bad')).body).toMatchObject({ code: 0, msg: 'Please fill correct email' });
    expect((await call('/api/ems/send', { event: 'resetpwd' })).body).toMatchObject({
      code: 0,
      msg: 'Please enter email',
    });
    expect((await sendEms('a@b.co', 'other')).body).toMatchObject({ code: 0, data: { field: 'event' } });
  });

  it('sends at most one code a minute per email address, known or not', async () => {
    for (const email of [(await createShopper(server.app)).email, 'ghost@example.com']) {
      expect((await sendEms(email)).body.code).toBe(1);
      expect((await sendEms(email)).body).toMatchObject({
        code: 0,
        msg: 'Please wait a minute before requesting another code.',
      });
    }
  });

  it('sends each of two shoppers behind one client address their code (a carrier NAT)', async () => {
    const ip = nextIp();
    const [first, second] = [await createShopper(server.app), await createShopper(server.app)];
    expect((await sendEms(first.email, 'resetpwd', ip)).body.code).toBe(1);
    expect((await sendEms(second.email, 'resetpwd', ip)).body.code).toBe(1);
    expect(await waitForCode(server.config.dataDir, first.email)).toMatch(/^\d{6}$/);
    expect(await waitForCode(server.config.dataDir, second.email)).toMatch(/^\d{6}$/);
  });

  it('sends at most 10 codes a day per email address', async () => {
    const email = 'daily@example.com';
    // The minute window is the kv entry: clearing it stands in for waiting a minute.
    for (let i = 0; i < 10; i += 1) {
      await server.app.kv.del(`ems:minute:email:${email}`);
      expect((await sendEms(email)).body.code, `send ${i + 1}`).toBe(1);
    }
    await server.app.kv.del(`ems:minute:email:${email}`);
    expect((await sendEms(email)).body).toMatchObject({
      code: 0,
      msg: 'Too many codes have been requested today, please try again tomorrow.',
    });
  });
  it(`guards each client address against floods: ${EMS_ADDRESS_LIMIT_DEFAULTS.perAddress} codes per ${EMS_ADDRESS_LIMIT_DEFAULTS.windowSeconds / 60} minutes, then 429`, async () => {
    const ip = nextIp();
    const { perAddress } = server.config.emsRateLimit;
    for (let i = 0; i < perAddress; i += 1) {
      expect((await sendEms(`flood-${i}@example.com`, 'resetpwd', ip)).body.code, `send ${i + 1}`).toBe(1);
    }
    const refused = await sendEms(`flood-${perAddress}@example.com`, 'resetpwd', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: 'Too many requests, please try again later.' });
  });

  it("cannot be spent by strangers: the owner's own address keeps its budget of the email", async () => {
    const owner = await createShopper(server.app);
    const home = nextIp();
    // The owner signed in from home once: that address is theirs.
    const signIn = await call(
      '/api/user/login',
      { account: owner.email, password: owner.password },
      {
        'x-forwarded-for': home,
      },
    );
    expect(signIn.body.code).toBe(1);
    for (let i = 0; i < 10; i += 1) {
      await server.app.kv.del(`ems:minute:email:${owner.email}`);
      expect((await sendEms(owner.email)).body.code, `stranger's send ${i + 1}`).toBe(1);
    }
    await server.app.kv.del(`ems:minute:email:${owner.email}`);
    expect((await sendEms(owner.email)).body.msg).toBe(
      'Too many codes have been requested today, please try again tomorrow.',
    );
    // Within the same minute as the strangers' last send, too.
    expect((await sendEms(owner.email, 'resetpwd', home)).body.code).toBe(1);
    const code = await waitForCode(server.config.dataDir, owner.email, 11);
    const reset = await call(
      '/api/user/resetpwd',
      { email: owner.email, captcha: code, newpassword: 'reset-at-home1' },
      { 'x-forwarded-for': home },
    );
    expect(reset.body.code).toBe(1);
    // The owner's own budget is the contract's: 1 a minute.
    expect((await sendEms(owner.email, 'resetpwd', home)).body.msg).toBe(
      'Please wait a minute before requesting another code.',
    );
  });
});

describe('resetpwd', () => {
  it('signed in: changes the password with the old one and revokes every token', async () => {
    const shopper = await createShopper(server.app);
    const otherDevice = (await loginOf(shopper)).data.userinfo.token;
    const res = await call(
      '/api/user/resetpwd',
      { oldpassword: shopper.password, newpassword: 'brand-new1' },
      { token: shopper.token },
    );
    expect(res.body).toMatchObject({ code: 1, data: null });
    expect((await me(shopper.token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await loginOf(shopper)).msg).toBe('Account or password is incorrect');
    expect((await loginOf(shopper, 'brand-new1')).code).toBe(1);
  });

  it.each([
    [{ newpassword: 'whatever1' }, 'Please enter the old password'],
    [{ oldpassword: 'secret123' }, 'Please enter the new password'],
    [{ oldpassword: 'secret123', newpassword: '12345' }, 'Password must be at least 6 characters long'],
    [{ oldpassword: 'wrong-old', newpassword: 'whatever1' }, 'The old password is incorrect'],
    [{ oldpassword: 'secret123', newpassword: 'secret123' }, 'New password must be different from the old one'],
  ])('signed in: refuses %j with "%s" and keeps the session', async (body, msg) => {
    const shopper = await createShopper(server.app);
    expect((await call('/api/user/resetpwd', body, { token: shopper.token })).body).toMatchObject({ code: 0, msg });
    expect((await me(shopper.token)).body.code).toBe(1);
  });

  it('the change form without a token is 401', async () => {
    const res = await call('/api/user/resetpwd', { oldpassword: 'a', newpassword: 'bbbbbb' });
    expect(res.status).toBe(401);
  });

  it('forgotten: resets with the emailed code (once), revoking every token', async () => {
    const shopper = await createShopper(server.app);
    await sendEms(shopper.email);
    const captcha = await waitForCode(server.config.dataDir, shopper.email);
    const body = { email: shopper.email.toUpperCase(), captcha, newpassword: 'from-mail1' };
    expect((await call('/api/user/resetpwd', body)).body).toMatchObject({ code: 1 });
    expect((await me(shopper.token)).status).toBe(401);
    expect((await loginOf(shopper, 'from-mail1')).code).toBe(1);
    const again = await call('/api/user/resetpwd', { ...body, newpassword: 'another-1' });
    expect(again.body).toMatchObject({ code: 0, msg: 'The verification code is incorrect or has expired' });
  });

  it('forgotten: refuses a wrong code, an unknown email, and a code of the other event', async () => {
    const shopper = await createShopper(server.app);
    await sendEms(shopper.email, 'resetpay');
    const payCode = await waitForCode(server.config.dataDir, shopper.email);
    const wrong = 'The verification code is incorrect or has expired';
    expect(
      (await call('/api/user/resetpwd', { email: shopper.email, captcha: payCode, newpassword: 'new-pass1' })).body.msg,
    ).toBe(wrong);
    expect(
      (await call('/api/user/resetpwd', { email: 'no@example.com', captcha: '123456', newpassword: 'new-pass1' })).body
        .msg,
    ).toBe(wrong);
    expect(
      (await call('/api/user/resetpwd', { email: shopper.email, captcha: '', newpassword: 'new-pass1' })).body.msg,
    ).toBe(wrong);
    expect((await me(shopper.token)).body.code).toBe(1);
  });

  it('forgotten: a code survives 5 wrong guesses at most', async () => {
    const shopper = await createShopper(server.app);
    await sendEms(shopper.email);
    const captcha = await waitForCode(server.config.dataDir, shopper.email);
    const wrongCode = captcha === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await call('/api/user/resetpwd', { email: shopper.email, captcha: wrongCode, newpassword: `guess-${i}xx` });
    }
    const right = await call('/api/user/resetpwd', { email: shopper.email, captcha, newpassword: 'finally-1' });
    expect(right.body).toMatchObject({ code: 0, msg: 'The verification code is incorrect or has expired' });
  });

  it('forgotten: "must differ" keeps the code usable for another try', async () => {
    const shopper = await createShopper(server.app);
    await sendEms(shopper.email);
    const captcha = await waitForCode(server.config.dataDir, shopper.email);
    const same = await call('/api/user/resetpwd', { email: shopper.email, captcha, newpassword: shopper.password });
    expect(same.body.msg).toBe('New password must be different from the old one');
    expect(
      (await call('/api/user/resetpwd', { email: shopper.email, captcha, newpassword: 'different1' })).body.code,
    ).toBe(1);
  });

  it('forgotten: refuses an expired code', async () => {
    const shopper = await createShopper(server.app);
    await sendEms(shopper.email);
    const captcha = await waitForCode(server.config.dataDir, shopper.email);
    await server.app.db.updateTable('ems_codes').set({ expires: 1 }).where('email', '=', shopper.email).execute();
    expect(
      (await call('/api/user/resetpwd', { email: shopper.email, captcha, newpassword: 'different1' })).body.code,
    ).toBe(0);
  });
});

describe('resetPay', () => {
  // docs/product.md#form-messages writes it with a lower-case p, as the shop's own check does.
  const format = 'payment code must be at least 6 characters and only numbers';

  it('sets the first payment code without an old one', async () => {
    const shopper = await createShopper(server.app, { payPassword: null });
    expect((await call('/api/user/resetPay', { paypwd: '246810' }, { token: shopper.token })).body.code).toBe(1);
    expect((await me(shopper.token)).body.data.has_pay_password).toBe(true);
    expect((await call('/api/user/verify_pay', { paypwd: '246810' }, { token: shopper.token })).body.code).toBe(1);
  });

  it.each([[''], ['12345'], ['12345a'], ['１２３４５６'], [' 123456']])('refuses the code %j', async (paypwd) => {
    const shopper = await createShopper(server.app, { payPassword: null });
    expect((await call('/api/user/resetPay', { paypwd }, { token: shopper.token })).body).toMatchObject({
      code: 0,
      msg: format,
    });
  });

  it('refuses a missing code with the same message', async () => {
    const shopper = await createShopper(server.app, { payPassword: null });
    expect((await call('/api/user/resetPay', {}, { token: shopper.token })).body).toMatchObject({
      code: 0,
      msg: format,
    });
  });

  it('changing it needs the old code', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    expect((await call('/api/user/resetPay', { paypwd: '999999' }, h)).body).toMatchObject({
      code: 0,
      msg: 'Please enter the old password',
    });
    expect((await call('/api/user/resetPay', { paypwd: '999998', oldpaypwd: '000000' }, h)).body).toMatchObject({
      code: 0,
      msg: 'Payment code is incorrect. 4 tries left before payment locks for 15 minutes',
    });
    expect((await call('/api/user/resetPay', { paypwd: '999997', oldpaypwd: shopper.payPassword }, h)).body.code).toBe(
      1,
    );
    expect((await call('/api/user/verify_pay', { paypwd: '999997' }, h)).body.code).toBe(1);
  });

  it('refuses a new code identical to the old one, after the old one is proven', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    const same = { paypwd: shopper.payPassword, oldpaypwd: shopper.payPassword };
    expect((await call('/api/user/resetPay', same, h)).body).toMatchObject({
      code: 0,
      msg: 'New payment code must be different from the old one',
      data: { field: 'paypwd' },
    });
    // Another shopper: the same body again within a second would be refused as a double submit.
    const other = await createShopper(server.app);
    const ja = await call('/api/user/resetPay?lang=ja', same, { token: other.token });
    expect(ja.body.msg).toBe('新しい支払いコードは古い支払いコードと異なるものにしてください');
    // A wrong old code is answered as such, whatever the new one is: nothing is revealed.
    expect((await call('/api/user/resetPay', { ...same, oldpaypwd: '000000' }, h)).body.data.reason).toBe(
      'password_incorrect',
    );
    expect((await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h)).body.code).toBe(1);
  });

  it('a forgotten code is reset with an emailed resetpay code, which also lifts a payment lock', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    await server.app.db
      .updateTable('users')
      .set({ pay_fail_count: 5, pay_locked_until: Math.floor(Date.now() / 1000) + 900 })
      .where('id', '=', shopper.id)
      .execute();
    expect((await call('/api/user/resetPay', { paypwd: '135790', captcha: '000000' }, h)).body.msg).toBe(
      'The verification code is incorrect or has expired',
    );
    await sendEms(shopper.email, 'resetpay');
    const captcha = await waitForCode(server.config.dataDir, shopper.email);
    expect((await call('/api/user/resetPay', { paypwd: '135790', captcha }, h)).body.code).toBe(1);
    expect((await call('/api/user/verify_pay', { paypwd: '135790' }, h)).body.code).toBe(1);
  });

  it('needs a token', async () => {
    expect((await call('/api/user/resetPay', { paypwd: '123456' })).status).toBe(401);
  });
});

describe('verify_pay and the payment lock', () => {
  it('accepts the right code and explains the wrong, empty and unset ones', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    expect((await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h)).body).toMatchObject({
      code: 1,
      data: null,
    });
    expect((await call('/api/user/verify_pay', { paypwd: '000000' }, h)).body.msg).toBe(
      'Payment code is incorrect. 4 tries left before payment locks for 15 minutes',
    );
    expect((await call('/api/user/verify_pay', { paypwd: '' }, h)).body.msg).toBe('Please enter your payment code');
    expect((await call('/api/user/verify_pay', {}, h)).body.msg).toBe('Please enter your payment code');
    const unset = await createShopper(server.app, { payPassword: null });
    expect((await call('/api/user/verify_pay', { paypwd: '123456' }, { token: unset.token })).body.msg).toBe(
      'Please set a payment code first',
    );
  });

  it('says how many wrong codes are left in the language of the request', async () => {
    const shopper = await createShopper(server.app);
    const ask = (lang: string, paypwd: string) =>
      call('/api/user/verify_pay', { paypwd }, { token: shopper.token, 'accept-language': lang });
    expect((await ask('ja', '000001')).body.msg).toBe(
      '支払いコードが正しくありません。あと 4 回間違えると、支払いが 15 分間ロックされます',
    );
    expect((await ask('vi', '000002')).body.msg).toBe(
      'Mã thanh toán không đúng. Nhập sai thêm 3 lần nữa, thanh toán sẽ bị khóa 15 phút',
    );
    // A right code starts the count again.
    expect((await ask('en', shopper.payPassword)).body.code).toBe(1);
    expect((await ask('th', '000003')).body.msg).toBe('รหัสชำระเงินไม่ถูกต้อง หากกรอกผิดอีก 4 ครั้ง การชำระเงินจะถูกล็อก 15 นาที');
  });

  it('5 wrong codes lock payment for 15 minutes, even for the right code', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    // Each wrong code before the lock says how many are left, the last one in the singular.
    const warnings = [
      'Payment code is incorrect. 4 tries left before payment locks for 15 minutes',
      'Payment code is incorrect. 3 tries left before payment locks for 15 minutes',
      'Payment code is incorrect. 2 tries left before payment locks for 15 minutes',
      'Payment code is incorrect. 1 try left before payment locks for 15 minutes',
    ];
    for (const [i, warning] of warnings.entries()) {
      expect((await call('/api/user/verify_pay', { paypwd: `00000${i}` }, h)).body).toMatchObject({
        code: 0,
        msg: warning,
      });
    }
    const fifth = await call('/api/user/verify_pay', { paypwd: '000009' }, h);
    expect(fifth.body.msg).toBe('Too many wrong payment codes, please try again in 15 minutes');
    const right = await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h);
    expect(right.body).toMatchObject({
      code: 0,
      msg: 'Too many wrong payment codes, please try again in 15 minutes',
    });
    const row = await server.app.db
      .selectFrom('users')
      .select('pay_locked_until')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_locked_until - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);

    // The lock ends: a fresh series of tries begins.
    await server.app.db.updateTable('users').set({ pay_locked_until: 1 }).where('id', '=', shopper.id).execute();
    await pastDuplicateWindow();
    expect((await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h)).body.code).toBe(1);
  });

  it('a right code resets the count of wrong ones', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) await call('/api/user/verify_pay', { paypwd: `11111${i}` }, h);
      expect((await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h)).body.code).toBe(1);
      await pastDuplicateWindow();
    }
  });

  it('verifyPayPassword: 20 parallel wrong guesses test at most 5 codes and lock', async () => {
    const shopper = await createShopper(server.app);
    const db = server.app.db;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => verifyPayPassword(db, server.app.payCodes, shopper.id, String(700000 + i))),
    );
    const messages = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'));
    expect(messages.filter((m) => m.startsWith('payment.password_incorrect')).length).toBeLessThanOrEqual(4);
    expect(messages).not.toContain('ok');
    // Locked now: the right code is refused too.
    await expect(verifyPayPassword(db, server.app.payCodes, shopper.id, shopper.payPassword)).rejects.toThrow(
      'payment.locked',
    );
  });

  it('20 parallel checks with the right code all pass and count nothing', async () => {
    // They were once told "a payment is in progress" past five checks in flight, though no code was wrong.
    const shopper = await createShopper(server.app);
    const db = server.app.db;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => verifyPayPassword(db, server.app.payCodes, shopper.id, shopper.payPassword)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const row = await db
      .selectFrom('users')
      .select(['pay_fail_count', 'pay_locked_until', 'pay_checks_pending'])
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pay_fail_count: 0, pay_locked_until: 0, pay_checks_pending: 0 });
  });

  it('a check while five are in flight answers "a payment is already in progress", localized', async () => {
    const shopper = await createShopper(server.app);
    await server.app.db
      .updateTable('users')
      .set({ pay_checks_pending: 5, pay_checked_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', shopper.id)
      .execute();
    const h = { token: shopper.token };
    expect((await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h)).body).toMatchObject({
      code: 0,
      msg: 'A payment is already in progress, please wait a moment and try again',
    });
    const ja = await call('/api/user/verify_pay', { paypwd: '000000' }, { ...h, 'accept-language': 'ja' });
    expect(ja.body.msg).toBe('すでに支払いを処理中です。しばらくしてから再度お試しください');
  });

  it('verifyPayPassword refuses to run inside a transaction (a refusal would roll the count back)', async () => {
    const shopper = await createShopper(server.app);
    await expect(
      server.app.db
        .transaction()
        .execute((trx) => verifyPayPassword(trx, server.app.payCodes, shopper.id, shopper.payPassword)),
    ).rejects.toThrow(/outside a transaction/);
  });
});

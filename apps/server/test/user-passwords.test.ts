import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPayPassword } from '../src/modules/user/pay-password';
import { outboxFor, waitForCode } from './helpers/outbox';
import { createShopper, type TestShopper } from './helpers/shoppers';
import { startServer, type TestServer } from './helpers/test-server';

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

  it('sends at most one code a minute per client address', async () => {
    const ip = nextIp();
    expect((await sendEms('first@example.com', 'resetpwd', ip)).body.code).toBe(1);
    expect((await sendEms('second@example.com', 'resetpwd', ip)).body).toMatchObject({
      code: 0,
      msg: 'Please wait a minute before requesting another code.',
    });
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
  it('sends at most 10 codes a day per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      await server.app.kv.del(`ems:minute:ip:${ip}`);
      expect((await sendEms(`daily-ip-${i}@example.com`, 'resetpwd', ip)).body.code, `send ${i + 1}`).toBe(1);
    }
    await server.app.kv.del(`ems:minute:ip:${ip}`);
    expect((await sendEms('daily-ip-10@example.com', 'resetpwd', ip)).body.msg).toBe(
      'Too many codes have been requested today, please try again tomorrow.',
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
  // Spec §5 writes it with a lower-case p, as the shop's own check does.
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
      msg: 'Payment password is incorrect',
    });
    expect((await call('/api/user/resetPay', { paypwd: '999997', oldpaypwd: shopper.payPassword }, h)).body.code).toBe(
      1,
    );
    expect((await call('/api/user/verify_pay', { paypwd: '999997' }, h)).body.code).toBe(1);
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
      'Payment password is incorrect',
    );
    expect((await call('/api/user/verify_pay', { paypwd: '' }, h)).body.msg).toBe('Please enter payment password');
    expect((await call('/api/user/verify_pay', {}, h)).body.msg).toBe('Please enter payment password');
    const unset = await createShopper(server.app, { payPassword: null });
    expect((await call('/api/user/verify_pay', { paypwd: '123456' }, { token: unset.token })).body.msg).toBe(
      'Please set a payment password first',
    );
  });

  it('5 wrong codes lock payment for 15 minutes, even for the right code', async () => {
    const shopper = await createShopper(server.app);
    const h = { token: shopper.token };
    for (let i = 0; i < 4; i += 1) {
      expect((await call('/api/user/verify_pay', { paypwd: `00000${i}` }, h)).body.msg).toBe(
        'Payment password is incorrect',
      );
    }
    const fifth = await call('/api/user/verify_pay', { paypwd: '000009' }, h);
    expect(fifth.body.msg).toBe('Too many wrong payment passwords, please try again in 15 minutes');
    const right = await call('/api/user/verify_pay', { paypwd: shopper.payPassword }, h);
    expect(right.body).toMatchObject({
      code: 0,
      msg: 'Too many wrong payment passwords, please try again in 15 minutes',
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
      Array.from({ length: 20 }, (_, i) => verifyPayPassword(db, shopper.id, String(700000 + i))),
    );
    const messages = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'));
    expect(messages.filter((m) => m === 'payment.password_incorrect').length).toBeLessThanOrEqual(4);
    expect(messages).not.toContain('ok');
    // Locked now: the right code is refused too.
    await expect(verifyPayPassword(db, shopper.id, shopper.payPassword)).rejects.toThrow('payment.locked');
  });

  it('verifyPayPassword refuses to run inside a transaction (a refusal would roll the count back)', async () => {
    const shopper = await createShopper(server.app);
    await expect(
      server.app.db.transaction().execute((trx) => verifyPayPassword(trx, shopper.id, shopper.payPassword)),
    ).rejects.toThrow(/outside a transaction/);
  });
});

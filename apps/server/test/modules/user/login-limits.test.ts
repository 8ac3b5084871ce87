import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../../src/modules/user/login-limits';
import { waitForCode } from '../../helpers/outbox';
import { createShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// Behind a trusted proxy (TRUST_PROXY): X-Forwarded-For is the client address.
let proxied: TestServer;
// Without TRUST_PROXY: the header is ignored, the socket address counts.
let direct: TestServer;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([startServer({ config: { trustProxy: true } }), startServer()]);
});
afterAll(async () => {
  await Promise.all([proxied.close(), direct.close()]);
});

let ipSeq = 0;
const nextIp = () => `203.0.113.${(ipSeq += 1)}`;
const now = () => Math.floor(Date.now() / 1000);

function login(server: TestServer, account: string, password: string, ip: string) {
  return server.request('/api/user/login', { json: { account, password }, headers: { 'x-forwarded-for': ip } });
}

async function seedFailures(
  server: TestServer,
  rows: { identifier: string; ip: string; user_id?: number },
  count: number,
  age = 60,
) {
  const values = Array.from({ length: count }, () => ({
    ...rows,
    scope: 'user' as const,
    success: 0 as const,
    createtime: now() - age,
  }));
  await server.app.db.insertInto('login_attempts').values(values).execute();
}

const LOCKED = 'Too many failed attempts, please try again later.';

describe('failed sign-ins per account', () => {
  it('are recorded with the client address from X-Forwarded-For behind a trusted proxy', async () => {
    const ip = nextIp();
    await login(proxied, 'recorded@example.com', 'wrong', ip);
    const row = await proxied.app.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('identifier', '=', 'recorded@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ip, success: 0, scope: 'user' });
  });

  it(`slow down after ${LOGIN_LIMITS.account.slowAfter} failures`, async () => {
    const shopper = await createShopper(proxied.app);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.account.slowAfter; i += 1) {
      const t0 = Date.now();
      expect((await login(proxied, shopper.email, 'wrong', ip)).body.msg).toBe('Account or password is incorrect');
      expect(Date.now() - t0).toBeLessThan(900);
    }
    const t0 = Date.now();
    // Even the right password waits.
    expect((await login(proxied, shopper.email, shopper.password, ip)).body.code).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(LOGIN_LIMITS.delayStepMs - 20);
  });

  it(`lock after ${LOGIN_LIMITS.account.lockAfter} failures, from any address, until they leave the 15-minute window`, async () => {
    const shopper = await createShopper(proxied.app);
    await seedFailures(
      proxied,
      { identifier: shopper.email, ip: nextIp(), user_id: shopper.id },
      LOGIN_LIMITS.account.lockAfter,
    );
    expect((await login(proxied, shopper.email, shopper.password, nextIp())).body).toMatchObject({
      code: 0,
      msg: LOCKED,
    });
    // The account is the text as typed, case aside: the same email in capitals is the same account.
    expect((await login(proxied, shopper.email.toUpperCase(), shopper.password, nextIp())).body.msg).toBe(LOCKED);
    // Another account from the same address is not affected.
    const other = await createShopper(proxied.app);
    expect((await login(proxied, other.email, other.password, nextIp())).body.code).toBe(1);

    await proxied.app.db
      .updateTable('login_attempts')
      .set({ createtime: now() - LOGIN_LIMITS.windowSeconds - 1 })
      .where('user_id', '=', shopper.id)
      .execute();
    expect((await login(proxied, shopper.email, shopper.password, nextIp())).body.code).toBe(1);
  });

  it('also lock an account that does not exist (nothing tells them apart)', async () => {
    await seedFailures(proxied, { identifier: 'ghost-account', ip: nextIp() }, LOGIN_LIMITS.account.lockAfter);
    expect((await login(proxied, 'ghost-account', 'x', nextIp())).body.msg).toBe(LOCKED);
  });

  it('start again after a successful sign-in', async () => {
    const shopper = await createShopper(proxied.app);
    await seedFailures(
      proxied,
      { identifier: shopper.email, ip: nextIp(), user_id: shopper.id },
      LOGIN_LIMITS.account.lockAfter - 1,
      120,
    );
    await proxied.app.db
      .insertInto('login_attempts')
      .values({
        scope: 'user',
        identifier: shopper.email,
        ip: '192.0.2.1',
        success: 1,
        createtime: now() - 60,
        user_id: shopper.id,
      })
      .execute();
    const t0 = Date.now();
    expect((await login(proxied, shopper.email, 'wrong', nextIp())).body.msg).toBe('Account or password is incorrect');
    expect(Date.now() - t0).toBeLessThan(900);
  });

  it('count a burst of parallel guesses in full', async () => {
    const shopper = await createShopper(proxied.app);
    await seedFailures(
      proxied,
      { identifier: shopper.email, ip: nextIp(), user_id: shopper.id },
      LOGIN_LIMITS.account.lockAfter - 2,
    );
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(proxied, shopper.email, 'wrong', ip)));
    expect(answers.filter((a) => a.body.msg === LOCKED).length).toBeGreaterThanOrEqual(4);
  });
});

describe("an account's budget", () => {
  it('is shared by its email, mobile and username', async () => {
    const shopper = await createShopper(proxied.app);
    const { username, mobile } = await proxied.app.db
      .selectFrom('users')
      .select(['username', 'mobile'])
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    for (const account of [shopper.email, mobile!, username]) {
      expect((await login(proxied, account, 'wrong', nextIp())).body.msg).toBe('Account or password is incorrect');
    }
    const rows = await proxied.app.db
      .selectFrom('login_attempts')
      .select('user_id')
      .where('identifier', 'in', [shopper.email, mobile!, username.toLowerCase()])
      .execute();
    expect(rows).toEqual([{ user_id: shopper.id }, { user_id: shopper.id }, { user_id: shopper.id }]);
    // Seven more by username make ten for the account: the email is locked too.
    await seedFailures(proxied, { identifier: username, ip: nextIp(), user_id: shopper.id }, 7, 0);
    expect((await login(proxied, shopper.email, shopper.password, nextIp())).body.msg).toBe(LOCKED);
    expect((await login(proxied, mobile!, shopper.password, nextIp())).body.msg).toBe(LOCKED);
  });

  it('spent by a stranger does not lock the owner out of an address they signed in from', async () => {
    const shopper = await createShopper(proxied.app);
    const home = nextIp();
    expect((await login(proxied, shopper.email, shopper.password, home)).body.code).toBe(1);
    // Under attack from elsewhere, after that sign-in.
    await seedFailures(proxied, { identifier: shopper.email, ip: nextIp(), user_id: shopper.id }, 40, 0);
    expect((await login(proxied, shopper.email, shopper.password, nextIp())).body.msg).toBe(LOCKED);
    const t0 = Date.now();
    expect((await login(proxied, shopper.email, shopper.password, home)).body.code).toBe(1);
    expect(Date.now() - t0).toBeLessThan(900);
    // Guesses from the owner's address itself still count there.
    await seedFailures(proxied, { identifier: shopper.email, ip: home, user_id: shopper.id }, 40, 0);
    expect((await login(proxied, shopper.email, shopper.password, home)).body.msg).toBe(LOCKED);
  });

  it('spent by a stranger does not stop the owner who proves their mailbox', async () => {
    const shopper = await createShopper(proxied.app);
    // Seconds before the owner's sign-in, so the owner's success is strictly later than every guess.
    await seedFailures(proxied, { identifier: shopper.email, ip: nextIp(), user_id: shopper.id }, 40, 5);
    const device = nextIp();
    expect((await login(proxied, shopper.email, shopper.password, device)).body.msg).toBe(LOCKED);
    const headers = { 'x-forwarded-for': device };
    await proxied.request('/api/ems/send', { json: { email: shopper.email, event: 'resetpwd' }, headers });
    const captcha = await waitForCode(proxied.config.dataDir, shopper.email);
    const reset = await proxied.request('/api/user/resetpwd', {
      json: { email: shopper.email, captcha, newpassword: 'mine-again1' },
      headers,
    });
    expect(reset.body.code).toBe(1);
    expect((await login(proxied, shopper.email, 'mine-again1', device)).body.code).toBe(1);
    expect((await login(proxied, shopper.email, 'mine-again1', nextIp())).body.msg).toBe(LOCKED);
  });
});

describe('wrong old passwords in resetpwd', () => {
  it('count as failed sign-ins of the account and are locked alike', async () => {
    const shopper = await createShopper(proxied.app);
    const change = (oldpassword: string) =>
      proxied.request('/api/user/resetpwd', {
        json: { oldpassword, newpassword: `new-${Math.random()}` },
        headers: { token: shopper.token, 'x-forwarded-for': nextIp() },
      });
    expect((await change('wrong-1')).body.msg).toBe('The old password is incorrect');
    const row = await proxied.app.db
      .selectFrom('login_attempts')
      .select(['success'])
      .where('identifier', '=', shopper.email)
      .executeTakeFirstOrThrow();
    expect(row.success).toBe(0);
    await seedFailures(
      proxied,
      { identifier: shopper.email, ip: nextIp(), user_id: shopper.id },
      LOGIN_LIMITS.account.lockAfter,
    );
    expect((await change(shopper.password)).body.msg).toBe(LOCKED);
  });
});

describe('failed sign-ins per client address', () => {
  it(`lock the address after ${LOGIN_LIMITS.address.lockAfter} failures, for every account`, async () => {
    const ip = nextIp();
    await seedFailures(proxied, { identifier: 'spray', ip }, LOGIN_LIMITS.address.lockAfter);
    const shopper = await createShopper(proxied.app);
    expect((await login(proxied, shopper.email, shopper.password, ip)).body).toMatchObject({ code: 0, msg: LOCKED });
    expect((await login(proxied, shopper.email, shopper.password, nextIp())).body.code).toBe(1);
  });

  it(`slow the address down after ${LOGIN_LIMITS.address.slowAfter} failures`, async () => {
    const ip = nextIp();
    await seedFailures(proxied, { identifier: 'spray-slow', ip }, LOGIN_LIMITS.address.slowAfter);
    const shopper = await createShopper(proxied.app);
    const t0 = Date.now();
    expect((await login(proxied, shopper.email, shopper.password, ip)).body.code).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(LOGIN_LIMITS.delayStepMs - 20);
  });

  it('ignore X-Forwarded-For without TRUST_PROXY', async () => {
    const forged = nextIp();
    await seedFailures(direct, { identifier: 'spray', ip: forged }, LOGIN_LIMITS.address.lockAfter);
    const shopper = await createShopper(direct.app);
    expect((await login(direct, shopper.email, shopper.password, forged)).body.code).toBe(1);
    const row = await direct.app.db
      .selectFrom('login_attempts')
      .select('ip')
      .where('identifier', '=', shopper.email)
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('127.0.0.1');
  });
});

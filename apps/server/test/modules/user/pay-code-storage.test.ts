import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/lib/password';
import { KEY_FILE_NAME, PayCodes } from '../../../src/lib/pay-code';
import { userBalances } from '../../../src/modules/ledger';
import { expectLedgerOk, placeTwoShopBatch, statusOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// Payment codes stored as HMAC-SHA-256 under a secret outside the database (lib/pay-code.ts).
describe('payment codes under a secret outside the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const storedHash = async (id: number) =>
    (await server.app.db.selectFrom('users').select('pay_password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .pay_password_hash!;
  const pay = (s: TestShopper, body: Record<string, unknown>) =>
    server.request('/api/order/pay', {
      headers: { token: s.token, 'Idempotency-Key': randomUUID() },
      json: body,
    });

  it('the first start made the key file in DATA_DIR with mode 0600, and none of it is in the database', async () => {
    const file = path.join(server.config.dataDir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const stored = await storedHash(s.id);
    expect(stored).toMatch(/^hmac-sha256\$/);
    expect(stored).not.toContain(fs.readFileSync(file, 'utf8').trim());
  });

  it('a code set through resetPay is stored as HMAC and pays', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000, payPassword: null });
    const set = await server.request('/api/user/resetPay', { headers: { token: s.token }, json: { paypwd: '246810' } });
    expect(set.body).toMatchObject({ code: 1 });
    expect(await storedHash(s.id)).toMatch(/^hmac-sha256\$/);
    const { pay_sn, order_ids } = await placeTwoShopBatch(server, s);
    expect((await pay(s, { pay_sn, paypwd: '246810' })).body).toMatchObject({ code: 1 });
    expect(await statusOf(server.app, order_ids[0]!)).toBe('waiting_deliver');
    await expectLedgerOk(server.app);
  });

  it('the idempotency record of a payment does not give its code away: the body hash is keyed', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000, payPassword: '135790' });
    const { pay_sn } = await placeTwoShopBatch(server, s);
    const key = randomUUID();
    const paid = await server.request('/api/order/pay', {
      headers: { token: s.token, 'Idempotency-Key': key },
      json: { pay_sn, paypwd: '135790' },
    });
    expect(paid.body).toMatchObject({ code: 1 });
    const { request_hash } = await server.app.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    // The body as hashed (keys sorted): keyed under the secret it matches; unkeyed, as a thief
    // with the database alone would try each of the million codes, it does not.
    const hashed = JSON.stringify({ body: { pay_sn, paypwd: '135790' }, route: '/api/order/pay' });
    expect(request_hash).toBe(createHmac('sha256', server.app.payCodes.bodyKeys[0]).update(hashed).digest('hex'));
    expect(request_hash).not.toBe(createHash('sha256').update(hashed).digest('hex'));
  });

  it('a legacy scrypt hash still pays, and is upgraded to HMAC at that right code', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    await server.app.db
      .updateTable('users')
      .set({ pay_password_hash: await hashPassword('123456') })
      .where('id', '=', s.id)
      .execute();
    // A wrong code leaves the legacy hash as it is.
    const wrong = await pay(s, { pay_sn: 'none', paypwd: '000000' });
    expect(wrong.body).toMatchObject({ code: 0 });
    expect(await storedHash(s.id)).toMatch(/^scrypt\$/);

    const { pay_sn } = await placeTwoShopBatch(server, s);
    expect((await pay(s, { pay_sn, paypwd: '123456' })).body).toMatchObject({ code: 1, data: { paid: '16.49' } });
    const upgraded = await storedHash(s.id);
    expect(upgraded).toMatch(/^hmac-sha256\$/);
    expect((await server.app.payCodes.verify('123456', upgraded)).right).toBe(true);
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000 - 1_649);
    const counts = await server.app.db
      .selectFrom('users')
      .select(['pay_fail_count', 'pay_checks_pending'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ pay_fail_count: 0, pay_checks_pending: 0 });
    await expectLedgerOk(server.app);
  });

  it('a hash under a key this instance does not have is a server error, never counted as a wrong code', async () => {
    const s = await createShopper(server.app);
    const elsewhere = new PayCodes([{ secret: 'p'.repeat(40), source: 'test' }]);
    await server.app.db
      .updateTable('users')
      .set({ pay_password_hash: elsewhere.hash('123456') })
      .where('id', '=', s.id)
      .execute();
    const res = await server.request('/api/user/verify_pay', {
      headers: { token: s.token },
      json: { paypwd: '123456' },
    });
    expect(res.status).toBe(500);
    const row = await server.app.db
      .selectFrom('users')
      .select(['pay_fail_count', 'pay_checks_pending'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pay_fail_count: 0, pay_checks_pending: 0 });
  });

  it('five wrong codes against a legacy hash still lock payment for 15 minutes, the right code too', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    await server.app.db
      .updateTable('users')
      .set({ pay_password_hash: await hashPassword('123456') })
      .where('id', '=', s.id)
      .execute();
    const { pay_sn } = await placeTwoShopBatch(server, s);
    for (let i = 0; i < 4; i += 1) {
      expect((await pay(s, { pay_sn, paypwd: `99999${i}` })).body.msg).toMatch(/left/);
    }
    expect((await pay(s, { pay_sn, paypwd: '999994' })).body.msg).toMatch(/15 minutes/);
    expect((await pay(s, { pay_sn, paypwd: '123456' })).body.msg).toMatch(/15 minutes/);
    expect((await userBalances(server.app.db, s.id)).money).toBe(10_000);
    expect(await storedHash(s.id)).toMatch(/^scrypt\$/);
  });
});

describe('payment-code secret rotation', () => {
  const OLD = 'o'.repeat(40);
  const NEW = 'n'.repeat(40);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { payCodeSecrets: { secret: NEW, previous: [OLD] } } });
  });
  afterAll(() => server.close());

  it('a code under the previous secret pays and is re-hashed under the new one; no key file is made', async () => {
    expect(fs.existsSync(path.join(server.config.dataDir, KEY_FILE_NAME))).toBe(false);
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const underOld = new PayCodes([{ secret: OLD, source: 'test' }]);
    await server.app.db
      .updateTable('users')
      .set({ pay_password_hash: underOld.hash('123456') })
      .where('id', '=', s.id)
      .execute();
    const { pay_sn } = await placeTwoShopBatch(server, s);
    const res = await server.request('/api/order/pay', {
      headers: { token: s.token, 'Idempotency-Key': randomUUID() },
      json: { pay_sn, paypwd: '123456' },
    });
    expect(res.body).toMatchObject({ code: 1 });
    const { pay_password_hash } = await server.app.db
      .selectFrom('users')
      .select('pay_password_hash')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    const underNew = new PayCodes([{ secret: NEW, source: 'test' }]);
    expect(pay_password_hash!.split('$')[1]).toBe(underNew.keyIds()[0]);
    expect(await underNew.verify('123456', pay_password_hash!)).toEqual({ right: true });
    await expectLedgerOk(server.app);
  });

  it('a payment recorded under the previous secret is replayed by its Idempotency-Key, not refused', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const { pay_sn } = await placeTwoShopBatch(server, s);
    const key = randomUUID();
    const pay = () =>
      server.request('/api/order/pay', {
        headers: { token: s.token, 'Idempotency-Key': key },
        json: { pay_sn, paypwd: '123456' },
      });
    const first = await pay();
    expect(first.body).toMatchObject({ code: 1 });
    // As if it had been recorded before the rotation: its body hash under the previous key.
    const underOld = new PayCodes([{ secret: OLD, source: 'test' }]);
    const hashed = JSON.stringify({ body: { pay_sn, paypwd: '123456' }, route: '/api/order/pay' });
    await server.app.db
      .updateTable('idempotency_keys')
      .set({ request_hash: createHmac('sha256', underOld.bodyKeys[0]).update(hashed).digest('hex') })
      .where('key', '=', key)
      .execute();
    expect((await pay()).body).toMatchObject({ code: 1, data: first.body.data });
    await expectLedgerOk(server.app);
  });
});

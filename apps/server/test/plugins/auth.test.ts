import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import type { App } from '../../src/app-types';
import { post, userBalances } from '../../src/modules/ledger';
import { revokeToken } from '../../src/modules/session/tokens';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

// Probe routes exercise the shared auth, duplicate-submit and idempotency machinery.
async function probeRoutes(app: App) {
  app.get('/api/probe/me', { preHandler: app.authenticate }, async (request) => ({
    code: 1,
    msg: '',
    time: 0,
    data: { id: request.userId },
  }));
  app.post(
    '/api/probe/echo',
    { preHandler: app.authenticate, schema: { body: Type.Object({ n: Type.Integer() }) } },
    async (request) => ({ code: 1, msg: '', time: 0, data: request.body }),
  );
  app.post(
    '/api/probe/spend',
    { preHandler: app.authenticate, schema: { body: Type.Object({ cents: Type.Integer({ minimum: 1 }) }) } },
    async (request) => {
      const { cents } = request.body as { cents: number };
      const data = await app.idempotent(request, async (trx) => {
        await new Promise((r) => setTimeout(r, 50));
        await post(trx, {
          type: 'probe',
          postings: [
            { account: { kind: 'user_available', ownerId: request.userId! }, amount: -cents },
            { account: { kind: 'fee_revenue' }, amount: cents },
          ],
        });
        return { spent: cents, at: Math.random() };
      });
      return { code: 1, msg: '', time: 0, data };
    },
  );
}

describe('auth, duplicate guard and idempotency', () => {
  let server: TestServer;
  let shopper: TestShopper;
  beforeAll(async () => {
    server = await startServer({ extraRoutes: probeRoutes });
    shopper = await createShopper(server.app, { balanceCents: 10_000 });
  });
  afterAll(() => server.close());
  const auth = () => ({ token: shopper.token });

  it('answers 401 with "Please login first" without a token, with a bad one, and after revocation', async () => {
    for (const headers of [{}, { token: 'nope' }] as Record<string, string>[]) {
      const res = await server.request('/api/probe/me', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, msg: 'Please login first' });
    }
    const other = await createShopper(server.app);
    expect((await server.request('/api/probe/me', { headers: { token: other.token } })).body.data.id).toBe(other.id);
    await revokeToken(server.app.db, other.token);
    expect((await server.request('/api/probe/me', { headers: { token: other.token } })).status).toBe(401);
  });

  it('refuses a frozen account', async () => {
    const frozen = await createShopper(server.app);
    await server.app.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', frozen.id).execute();
    const res = await server.request('/api/probe/me', { headers: { token: frozen.token } });
    expect(res.body.code).toBe(0);
  });

  it('refuses an identical POST within 1 s, but not another body or after the window', async () => {
    const first = await server.request('/api/probe/echo', { method: 'POST', headers: auth(), json: { n: 1 } });
    expect(first.body.code).toBe(1);
    const again = await server.request('/api/probe/echo', { method: 'POST', headers: auth(), json: { n: 1 } });
    expect(again.body).toMatchObject({ code: 0, msg: 'Data is being processed, please do not submit again.' });
    const other = await server.request('/api/probe/echo', { method: 'POST', headers: auth(), json: { n: 2 } });
    expect(other.body.code).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    const later = await server.request('/api/probe/echo', { method: 'POST', headers: auth(), json: { n: 1 } });
    expect(later.body.code).toBe(1);
  });

  it('acts once per Idempotency-Key and answers the first result again', async () => {
    const headers = { ...auth(), 'Idempotency-Key': 'pay-1' };
    const first = await server.request('/api/probe/spend', { method: 'POST', headers, json: { cents: 100 } });
    const second = await server.request('/api/probe/spend', { method: 'POST', headers, json: { cents: 100 } });
    expect(first.body.code).toBe(1);
    expect(second.body).toEqual({ ...first.body, time: second.body.time });
    expect((await userBalances(server.app.db, shopper.id)).money).toBe(9_900);
    const reused = await server.request('/api/probe/spend', { method: 'POST', headers, json: { cents: 200 } });
    expect(reused.body.code).toBe(0);
    expect((await userBalances(server.app.db, shopper.id)).money).toBe(9_900);
  });

  it('acts once under concurrent requests with one key', async () => {
    const headers = { ...auth(), 'Idempotency-Key': 'pay-burst' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.request('/api/probe/spend', { method: 'POST', headers, json: { cents: 7 } }),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.data.at)).size).toBe(1);
    expect((await userBalances(server.app.db, shopper.id)).money).toBe(9_893);
  });
});

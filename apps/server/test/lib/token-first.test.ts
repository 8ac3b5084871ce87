import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/test-server';
import { createAdmin } from '../helpers/admins';
import { createShopper } from '../helpers/shoppers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Operation {
  security?: unknown[];
}

/** Every call of the OpenAPI document that says it needs a token, as [method, path with ids filled in]. */
async function callsNeedingToken(): Promise<[string, string][]> {
  const { body } = await server.request('/api/openapi.json');
  const calls: [string, string][] = [];
  for (const [path, operations] of Object.entries(body.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.security?.length) calls.push([method.toUpperCase(), path.replace(/\{\w+\}/g, '1')]);
    }
  }
  return calls;
}

describe('401 comes before validation', () => {
  it('every call that needs a token answers 401 without one, whatever the body', async () => {
    const calls = await callsNeedingToken();
    // Shopper and operator calls alike (the examples among them).
    expect(calls.map(([, path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/user/address_add',
        '/api/order/refund',
        '/api/order/comment',
        '/api/notification/read',
        '/api/admin/recharge/audit',
        '/api/admin/extract/audit',
        '/api/admin/order/ship',
        '/api/admin/order/logistics',
        '/api/admin/refund/handle',
        '/api/common/upload',
      ]),
    );
    const wrong: string[] = [];
    for (const [method, path] of calls) {
      for (const token of [undefined, 'not-a-token']) {
        const init = method === 'GET' ? {} : { json: {} };
        const headers: Record<string, string> = token ? { token } : {};
        const { status, body } = await server.request(path, { method, headers, ...init });
        if (status !== 401 || body.code !== 401 || body.msg !== 'Please login first') {
          wrong.push(`${method} ${path} (${token ?? 'no token'}): ${status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 before a form or an unreadable body is even read, in the caller’s language', async () => {
    const form = await server.request('/api/user/address_add?lang=ja', { method: 'POST', form: { name: 'x' } });
    expect(form.status).toBe(401);
    expect(form.body).toMatchObject({ code: 401, msg: '先にログインしてください' });
    const garbled = await server.request('/api/admin/order/ship', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: '{"order_id":',
    });
    expect(garbled.status).toBe(401);
    expect(garbled.body).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('a signed-in shopper still gets the validation message, and operator calls still want an operator', async () => {
    const { token } = await createShopper(server.app);
    const incomplete = await server.request('/api/user/address_add', { method: 'POST', headers: { token }, json: {} });
    expect(incomplete.status).toBe(200);
    expect(incomplete.body.code).toBe(0);
    const asOperator = await server.request('/api/admin/order/ship', { method: 'POST', headers: { token }, json: {} });
    expect(asOperator.status).toBe(401);
  });

  it("a merchant is refused an admin's call before its input is validated", async () => {
    const merchant = await createAdmin(server.app, { role: 'merchant' });
    const res = await server.request('/api/admin/user/freeze', {
      method: 'POST',
      headers: { token: merchant.token },
      json: {},
    });
    expect(res.body).toMatchObject({ code: 0, data: { reason: 'no_permission' } });
  });
});

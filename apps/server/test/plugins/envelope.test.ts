import { Type } from '@sinclair/typebox';
import { MoneyInput } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app-types';
import { BusinessError, UnauthorizedError } from '../../src/lib/errors';
import { parseMoney } from '../../src/lib/money';
import { startServer, type TestServer } from '../helpers/test-server';

/** Routes that exist only in this test, to drive each failure path of the envelope. */
async function probeRoutes(app: App) {
  const body = Type.Object({
    quantity: Type.Integer({ minimum: 1 }),
    name: Type.String({ minLength: 1 }),
    account: Type.Optional(Type.String({ minLength: 1, 'x-msg': 'login.enter_account' })),
    amount: Type.Optional(MoneyInput),
    selected: Type.Optional(Type.Boolean()),
  });
  app.post('/api/probe/echo', { schema: { body } }, async (request, reply) =>
    reply.ok({ ...request.body, cents: parseMoney(request.body.amount) ?? null }),
  );
  app.post(
    '/api/probe/login',
    { schema: { body: Type.Object({ account: Type.String({ 'x-msg': 'login.enter_account' }) }) } },
    async (_r, reply) => reply.ok(null),
  );
  app.get('/api/probe/business', async () => {
    throw new BusinessError('withdraw.amount_exceeds_balance', { field: 'amount' });
  });
  app.get('/api/probe/auth', async () => {
    throw new UnauthorizedError();
  });
  app.get('/api/probe/crash', async () => {
    throw new Error('SELECT secret FROM users; at /src/secret.ts:12');
  });
  app.get('/api/probe/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async (_r, reply) =>
    reply.ok(true),
  );
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ extraRoutes: probeRoutes });
});
afterAll(() => server.close());

describe('request bodies', () => {
  it('accepts JSON and drops unknown fields', async () => {
    const { body } = await server.request('/api/probe/echo', {
      json: { quantity: 2, name: 'x', amount: '12.50', extra: 'no' },
    });
    expect(body).toMatchObject({ code: 1, data: { quantity: 2, name: 'x', amount: '12.50', cents: 1250 } });
    expect(body.data).not.toHaveProperty('extra');
  });

  it('accepts x-www-form-urlencoded, reading numbers and booleans from text', async () => {
    const { body } = await server.request('/api/probe/echo', {
      form: { quantity: '3', name: 'y', selected: 'true', amount: '7' },
    });
    expect(body).toMatchObject({ code: 1, data: { quantity: 3, name: 'y', selected: true, cents: 700 } });
  });

  it('refuses wrong JSON types instead of coercing them', async () => {
    const { status, body } = await server.request('/api/probe/echo', { json: { quantity: '2', name: 'x' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      msg: 'Invalid value for quantity',
      data: { reason: 'invalid_field', field: 'quantity' },
    });
    const form = await server.request('/api/probe/echo', { form: { quantity: 'abc', name: 'x' } });
    expect(form.body).toMatchObject({ code: 0, data: { field: 'quantity' } });
  });

  it('names the missing field in the request language, body lang included', async () => {
    const { body } = await server.request('/api/probe/echo', { json: { quantity: 1, lang: 'zh-cn' } });
    expect(body).toMatchObject({ code: 0, msg: '请填写 name', data: { reason: 'invalid_field', field: 'name' } });
    const min = await server.request('/api/probe/echo?lang=ko', { json: { quantity: 0, name: 'x' } });
    expect(min.body.msg).toBe('quantity는 1 이상이어야 합니다');
  });

  it("uses a field's own message key when its schema names one", async () => {
    expect((await server.request('/api/probe/login', { json: {} })).body.msg).toBe('Please enter account');
    expect((await server.request('/api/probe/login?lang=vi', { json: {} })).body.msg).toBe('Vui lòng nhập tài khoản');
  });

  it('answers unreadable JSON with code 0', async () => {
    const { status, body } = await server.request('/api/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { reason: 'bad_request' } });
  });
});

describe('failures', () => {
  it('renders a BusinessError as code 0, HTTP 200, localized', async () => {
    const { status, body } = await server.request('/api/probe/business?lang=th');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'จำนวนเงินที่ถอนต้องไม่มากกว่ายอดคงเหลือ',
      time: expect.any(Number),
      data: { reason: 'amount_exceeds_balance', field: 'amount' },
    });
  });

  it('answers 401 with "Please login first"', async () => {
    const en = await server.request('/api/probe/auth');
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ code: 401, msg: 'Please login first', data: null });
    expect((await server.request('/api/probe/auth', { headers: { cookie: 'Local_Lang=zh-cn' } })).body.msg).toBe(
      '请先登录',
    );
  });

  it('answers 500 without internals', async () => {
    const { status, body, text } = await server.request('/api/probe/crash');
    expect(status).toBe(500);
    expect(body).toMatchObject({
      code: 500,
      msg: 'The server is busy, please try again later.',
      // Only the id support finds the request's log lines by.
      data: { trace_id: expect.any(String) },
    });
    expect(text).not.toMatch(/SELECT|secret|\.ts|stack/i);
  });

  it('answers 429 with code 429', async () => {
    await server.request('/api/probe/limited');
    await server.request('/api/probe/limited');
    const { status, body } = await server.request('/api/probe/limited');
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 429, msg: 'Too many requests, please try again later.' });
  });

  it('answers an unknown /api route with a 404 envelope of code 0', async () => {
    for (const method of ['GET', 'POST']) {
      const { status, body } = await server.request('/api/nothing/here', { method });
      expect(status).toBe(404);
      expect(body).toMatchObject({
        code: 0,
        msg: 'The requested resource does not exist.',
        data: { reason: 'not_found' },
      });
    }
  });
});

describe('system routes', () => {
  it('answers health and readiness', async () => {
    expect((await server.request('/api/health')).body).toMatchObject({ code: 1, data: { status: 'ok' } });
    expect((await server.request('/api/ready')).body).toMatchObject({ code: 1, data: { status: 'ready' } });
  });

  it('lists the six languages, each named in itself', async () => {
    const { body } = await server.request('/api/user/language_list');
    expect(body.data).toEqual([
      { file_name: 'en', language_name: 'English' },
      { file_name: 'zh-cn', language_name: '简体中文' },
      { file_name: 'ja', language_name: '日本語' },
      { file_name: 'ko', language_name: '한국어' },
      { file_name: 'th', language_name: 'ไทย' },
      { file_name: 'vi', language_name: 'Tiếng Việt' },
    ]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-types';
import { loadConfig } from '../../src/config';
import { prettyStream } from '../../src/lib/log-format';
import { fixtureCatalog } from '../helpers/fixture-catalog';
import { TEST_DB } from '../helpers/test-server';

// Secrets never reach the log, at the most verbose level: passwords, payment codes and tokens, in
// good requests, refused ones and unreadable ones. (The server runs here in-process with a logger
// of its own; helpers/test-server starts servers without one.)
const PASSWORD = 'Pw-9f2c-secret';
const NEW_PASSWORD = 'Pw-77aa-renewed';
const PAY_CODE = '864209';
const WRONG_PAY_CODE = '135797';

describe.each(['json', 'pretty'] as const)(`the %s log (${TEST_DB} project, SQLite server)`, (format) => {
  let app: App;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = { write: (line: string) => void lines.push(line) };
    const stream =
      format === 'json'
        ? sink
        : prettyStream(
            new Writable({
              write(chunk: Buffer, _enc, done) {
                sink.write(String(chunk));
                done();
              },
            }),
            false,
          );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-logs-'));
    // SQLite in a temp dir whichever project runs this: the log does not depend on the database.
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      dataDir,
      shopDist: path.join(dataDir, 'no-shop'),
      consoleDist: path.join(dataDir, 'no-console'),
      seedDemo: false,
    };
    app = await buildApp({
      config,
      logger: { level: 'trace', stream },
      demoCatalog: () => fixtureCatalog,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? { token, 'idempotency-key': `${Math.random()}` } : {},
    });

  it('carries no password, payment code or token', async () => {
    const registered = await post('/api/user/register', {
      family_name: 'Log',
      given_name: 'Test',
      email: 'log-test@example.com',
      mobile: '0811122233',
      password: PASSWORD,
      repassword: PASSWORD,
      real_name: 'Log Test',
    });
    expect(registered.json().code).toBe(1);
    const login = await post('/api/user/login', { account: 'log-test@example.com', password: PASSWORD });
    const token: string = login.json().data.userinfo.token;
    await post('/api/user/login', { account: 'log-test@example.com', password: `${PASSWORD}-wrong` });
    await post('/api/user/resetPay', { paypwd: PAY_CODE }, token);
    await post('/api/user/verify_pay', { paypwd: WRONG_PAY_CODE }, token);
    await post('/api/order/pay', { order_id: 999_999, paypwd: PAY_CODE }, token);
    await post('/api/user/resetpwd', { oldpassword: PASSWORD, newpassword: NEW_PASSWORD }, token);
    // Unreadable JSON whose text holds a secret: a parser's message may quote the body.
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `account=log-test&password=${PASSWORD}`,
    });
    await app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { token } });
    // The shop's quick-login link carries the token in its query.
    await app.inject({ method: 'GET', url: `/?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/user/getUserInfo?token=${token}&lang=en` });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    // The unreadable body was logged (as a bad request), only without its text.
    expect(log).toContain(format === 'json' ? '"msg":"bad request"' : 'bad request');
    // Pretty: a request is one line, method, url, status and time.
    if (format === 'pretty') expect(log).toMatch(/POST \/api\/user\/login 200 \d+\.\d ms/);
    for (const secret of [PASSWORD, NEW_PASSWORD, PAY_CODE, WRONG_PAY_CODE, token]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});

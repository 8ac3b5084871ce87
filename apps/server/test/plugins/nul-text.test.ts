import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

// The fuzz test once sent an operator sign-in whose account held a NUL character: PostgreSQL
// refused the query and the answer was a 500. Every call now refuses such text as unreadable,
// on both databases, without a change.
describe('text with a NUL character', () => {
  let server: TestServer;
  let shopper: TestShopper;
  beforeAll(async () => {
    server = await startServer();
    shopper = await createShopper(server.app);
  });
  afterAll(() => server.close());

  const refused = { code: 0, msg: 'The request could not be read.', data: { reason: 'bad_request' } };

  it.each([
    ['operator sign-in', '/api/admin/login', { account: 'ad\u0000min', password: 'x' }],
    ['shopper sign-in', '/api/user/login', { account: 'a\u0000b', password: 'secret1' }],
    ['a key deep in the body', '/api/user/login', { account: 'a', password: 'b', extra: [{ ['k\u0000']: 1 }] }],
  ])('%s is refused with code 0', async (_name, path, json) => {
    const res = await server.request(path, { method: 'POST', json });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(refused);
  });

  it('in a query string is refused with code 0', async () => {
    const res = await server.request('/api/product/search?keyword=a%00b');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(refused);
  });

  it('in a signed-in change leaves the record as it was', async () => {
    const res = await server.request('/api/user/profile', {
      method: 'POST',
      headers: { token: shopper.token },
      json: { nickname: 'new\u0000name' },
    });
    expect(res.body).toMatchObject(refused);
    const row = await server.app.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row.nickname).not.toContain('\u0000');
  });
});

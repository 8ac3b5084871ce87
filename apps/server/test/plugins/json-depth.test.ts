import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, postAs } from '../helpers/orders';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

// An adversarial test found bodies that answered 500: 20,000 nested arrays overflowed the
// stack of the code that walks bodies, and 40,000 ids overflowed the databases' limit of
// query parameters. Both are now refused as the shopper's mistake (code 0), on both databases.
describe('input too deep or too long', () => {
  let server: TestServer;
  let shopper: TestShopper;
  let addressId: number;
  beforeAll(async () => {
    server = await startServer();
    shopper = await createShopper(server.app);
    addressId = await addAddress(server.app, shopper.id);
  });
  afterAll(() => server.close());

  const unreadable = { code: 0, msg: 'The request could not be read.', data: { reason: 'bad_request' } };
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const sendRaw = (path: string, body: string, token?: string) =>
    server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body,
    });

  it('20,000 nested arrays before sign-in are unreadable input', async () => {
    const res = await sendRaw('/api/user/login', `{"account":"a","password":"b","x":${deep(20_000)}}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(unreadable);
  });

  it('20,000 nested arrays signed in (duplicate guard and Idempotency-Key hash the body) are unreadable input', async () => {
    for (const path of ['/api/cart/del', '/api/order/create']) {
      const res = await server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: shopper.token, 'Idempotency-Key': `deep-${path}` },
        body: `{"ids":${deep(20_000)}}`,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(unreadable);
    }
  });

  it('brackets inside strings do not count, and ordinary nesting is read', async () => {
    const res = await sendRaw(
      '/api/user/login',
      JSON.stringify({ account: `${'['.repeat(50)}"\\`, password: 'wrong-password', x: [[[[{ a: [1] }]]]] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).not.toBe(unreadable.msg);
  });

  const manyIds = Array.from({ length: 40_000 }, (_, i) => i + 1);
  it.each([
    ['cart/del ids', '/api/cart/del', () => ({ ids: manyIds })],
    ['notification/read ids', '/api/notification/read', () => ({ ids: manyIds })],
    ['order/preview cart_ids', '/api/order/preview', () => ({ cart_ids: manyIds })],
    ['order/create cart_ids', '/api/order/create', () => ({ cart_ids: manyIds, address_id: addressId })],
    [
      'order/create items (20,000)',
      '/api/order/create',
      () => ({ items: manyIds.slice(0, 20_000).map((id) => ({ product_id: id, quantity: 1 })), address_id: addressId }),
    ],
  ])('40,000 %s are refused with code 0', async (_name, path, body) => {
    const res = await postAs(server, shopper, path, body());
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ reason: 'invalid_field' });
  });
});

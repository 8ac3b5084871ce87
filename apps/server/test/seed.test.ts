import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import { checkLedger, userBalances } from '../src/modules/ledger';
import { generateDemoCatalog } from '../src/seed/demo-catalog';
import { DEMO_SHOPPER } from '../src/seed/demo-shopper';
import { seedDemo } from '../src/seed/seed-demo';
import { startServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ demoCatalog: () => generateDemoCatalog({ products: 24, shops: 4 }) });
});
afterAll(() => server.close());

describe('first start', () => {
  it('seeds the generated catalog with its ten categories', async () => {
    const { body } = await server.request('/api/index/category');
    expect(body.data).toHaveLength(10);
    const products = await server.request('/api/index/product?limit=50');
    expect(products.body.data.total).toBe(24);
    const articles = await server.app.db.selectFrom('articles').select('lang').distinct().execute();
    expect(articles).toHaveLength(6);
  });

  it('creates the demo shopper with both passwords and a balance credited through the ledger', async () => {
    const user = await server.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_SHOPPER.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('demo1234', user.password_hash)).toBe(true);
    expect(await verifyPassword('123456', user.pay_password_hash)).toBe(true);
    expect((await userBalances(server.app.db, user.id)).money).toBe(DEMO_SHOPPER.startingBalanceCents);
    expect((await checkLedger(server.app.db)).ok).toBe(true);
  });

  it('creates the first operator (admin/admin123 outside production)', async () => {
    const admin = await server.app.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'admin', role: 'admin' });
    expect(await verifyPassword('admin123', admin.password_hash)).toBe(true);
  });

  it('seeds only once', async () => {
    expect(await seedDemo(server.app.db, () => generateDemoCatalog({ products: 5 }))).toBe(false);
  });

  it('serves the demo images it links to', async () => {
    const { body } = await server.request('/api/index/product?limit=1');
    const image = await server.request(body.data.data[0].image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(image.text).toMatch(/^<svg|^<\?xml/);
    expect((await server.request('/images/../etc/passwd.svg')).status).toBe(404);
    expect((await server.request('/images/nothing.svg')).status).toBe(404);
  });
});

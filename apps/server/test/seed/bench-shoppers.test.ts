import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBalances } from '../../src/modules/ledger';
import { verifyPayPassword } from '../../src/modules/user/pay-password';
import { BENCH_SHOPPER, seedBenchShoppers } from '../../src/seed/bench-shoppers';
import { expectLedgerOk } from '../helpers/orders';
import { startServer, type TestServer } from '../helpers/test-server';

// seed:shoppers, the order/pay benchmark's funded shoppers.
describe('bench shoppers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('sign in, hold their balance through the ledger, know their payment code, and are seeded once', async () => {
    expect(await seedBenchShoppers(server.app.db, server.app.payCodes, 2)).toBe(2);
    expect(await seedBenchShoppers(server.app.db, server.app.payCodes, 3)).toBe(1);
    const login = await server.request('/api/user/login', {
      json: { account: BENCH_SHOPPER.email(2), password: BENCH_SHOPPER.password },
    });
    expect(login.body).toMatchObject({ code: 1 });
    const id = login.body.data.userinfo.id as number;
    expect((await userBalances(server.app.db, id)).money).toBe(BENCH_SHOPPER.balanceCents);
    await expect(
      verifyPayPassword(server.app.db, server.app.payCodes, id, BENCH_SHOPPER.payPassword),
    ).resolves.toBeUndefined();
    await expectLedgerOk(server.app);
  });
});

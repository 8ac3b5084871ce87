import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseOrphanedPayReservations, verifyPayPassword } from '../src/modules/user/pay-password';
import { createShopper } from './helpers/shoppers';
import { startServer, type TestServer } from './helpers/test-server';

// A crash between reserving a try and checking the code leaves the try counted without a
// lock; at the limit the shopper could never pay again. A restart releases such tries.
describe('payment-code tries orphaned by a crash', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('are released at start, while a real lock stays', async () => {
    const stuck = await createShopper(server.app);
    const locked = await createShopper(server.app);
    const until = Math.floor(Date.now() / 1000) + 900;
    await server.app.db
      .updateTable('users')
      .set({ pay_fail_count: 5, pay_locked_until: 0 })
      .where('id', '=', stuck.id)
      .execute();
    await server.app.db
      .updateTable('users')
      .set({ pay_fail_count: 5, pay_locked_until: until })
      .where('id', '=', locked.id)
      .execute();
    await expect(verifyPayPassword(server.app.db, stuck.id, stuck.payPassword)).rejects.toThrow('payment.locked');

    await releaseOrphanedPayReservations(server.app.db);

    await expect(verifyPayPassword(server.app.db, stuck.id, stuck.payPassword)).resolves.toBeUndefined();
    await expect(verifyPayPassword(server.app.db, locked.id, locked.payPassword)).rejects.toThrow('payment.locked');
  });
});

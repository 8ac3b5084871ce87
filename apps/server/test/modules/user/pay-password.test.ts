import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceName } from '../../../src/lib/instance';
import {
  RESERVATION_STALE_SECONDS,
  releaseOrphanedPayReservations,
  verifyPayPassword,
} from '../../../src/modules/user/pay-password';
import { createShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// An older version reserved a try before checking the code, so a crash in between left the check
// counted as in flight (a check is now one statement and leaves none). It must never count as a
// wrong code: a restart releases the checks its own previous run left;
// checks older than any check could take are released by the next check anywhere; checks
// another instance is running right now stay reserved.
describe('payment-code checks cut off by a crash', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const now = () => Math.floor(Date.now() / 1000);
  async function shopperWith(state: { fails?: number; pending: number; lockedUntil?: number; at: number; by: string }) {
    const s = await createShopper(server.app);
    await server.app.db
      .updateTable('users')
      .set({
        pay_fail_count: state.fails ?? 0,
        pay_checks_pending: state.pending,
        pay_locked_until: state.lockedUntil ?? 0,
        pay_checked_at: state.at,
        pay_checked_by: state.by,
      })
      .where('id', '=', s.id)
      .execute();
    return s;
  }
  const counts = (id: number) =>
    server.app.db
      .selectFrom('users')
      .select(['pay_fail_count', 'pay_checks_pending', 'pay_locked_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('are released at start when this instance reserved them, while a real lock and other instances’ checks stay', async () => {
    const mine = await shopperWith({ pending: 5, at: now(), by: instanceName() });
    const elsewhere = await shopperWith({ pending: 5, at: now(), by: 'another-instance' });
    const locked = await shopperWith({ fails: 5, pending: 0, lockedUntil: now() + 900, at: now(), by: instanceName() });
    await expect(verifyPayPassword(server.app.db, server.app.payCodes, mine.id, mine.payPassword)).rejects.toThrow(
      'payment.in_progress',
    );

    await releaseOrphanedPayReservations(server.app.db);

    await expect(
      verifyPayPassword(server.app.db, server.app.payCodes, mine.id, mine.payPassword),
    ).resolves.toBeUndefined();
    await expect(
      verifyPayPassword(server.app.db, server.app.payCodes, elsewhere.id, elsewhere.payPassword),
    ).rejects.toThrow('payment.in_progress');
    await expect(verifyPayPassword(server.app.db, server.app.payCodes, locked.id, locked.payPassword)).rejects.toThrow(
      'payment.locked',
    );
  });

  it('never count as wrong codes: after a restart, parallel retries with the right code all pass', async () => {
    // The crash test once left 4 checks in flight; 3 parallel retries then met the limit.
    const s = await shopperWith({ pending: 4, at: now(), by: instanceName() });
    await releaseOrphanedPayReservations(server.app.db);
    await expect(
      Promise.all([1, 2, 3].map(() => verifyPayPassword(server.app.db, server.app.payCodes, s.id, s.payPassword))),
    ).resolves.toHaveLength(3);
    expect(await counts(s.id)).toEqual({ pay_fail_count: 0, pay_checks_pending: 0, pay_locked_until: 0 });
  });

  it('leave the wrong codes counted: one wrong code before the crash, four more lock', async () => {
    const s = await shopperWith({ fails: 1, pending: 3, at: now(), by: instanceName() });
    await releaseOrphanedPayReservations(server.app.db);
    for (let i = 0; i < 3; i += 1) {
      await expect(verifyPayPassword(server.app.db, server.app.payCodes, s.id, '000000')).rejects.toThrow(
        'payment.password_incorrect',
      );
    }
    await expect(verifyPayPassword(server.app.db, server.app.payCodes, s.id, '000000')).rejects.toThrow(
      'payment.locked',
    );
    const row = await counts(s.id);
    expect(row.pay_fail_count).toBe(5);
    expect(row.pay_checks_pending).toBe(0);
    expect(row.pay_locked_until).toBeGreaterThan(now());
  });

  it('are released by the next check once older than any check could take', async () => {
    const old = await shopperWith({ pending: 5, at: now() - RESERVATION_STALE_SECONDS - 5, by: 'crashed-instance' });
    await expect(
      verifyPayPassword(server.app.db, server.app.payCodes, old.id, old.payPassword),
    ).resolves.toBeUndefined();
    // A wrong code after the release is the first of a fresh series.
    await expect(verifyPayPassword(server.app.db, server.app.payCodes, old.id, '000000')).rejects.toThrow(
      'payment.password_incorrect',
    );
    expect(await counts(old.id)).toEqual({ pay_fail_count: 1, pay_checks_pending: 0, pay_locked_until: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessError } from '../../../src/lib/errors';
import { balanceOf, checkLedger, post, userBalances } from '../../../src/modules/ledger';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ demoCatalog: false });
});
afterAll(() => server.close());

const deposit = (userId: number, cents: number, key?: string) =>
  server.app.db.transaction().execute((trx) =>
    post(trx, {
      type: 'deposit',
      ref: `test:${userId}`,
      ...(key ? { idempotencyKey: key } : {}),
      postings: [
        { account: { kind: 'external_deposits' }, amount: -cents },
        { account: { kind: 'user_available', ownerId: userId }, amount: cents },
      ],
    }),
  );

const spend = (userId: number, cents: number) =>
  server.app.db.transaction().execute((trx) =>
    post(trx, {
      type: 'order_pay',
      postings: [
        { account: { kind: 'user_available', ownerId: userId }, amount: -cents },
        { account: { kind: 'platform_escrow' }, amount: cents },
      ],
    }),
  );

describe('ledger.post', () => {
  it('moves money with before/after on every line', async () => {
    const result = await deposit(101, 10_000);
    expect(result.replayed).toBe(false);
    const line = result.lines.find((l) => l.amount === 10_000);
    expect(line).toMatchObject({ balanceBefore: 0, balanceAfter: 10_000 });
    await spend(101, 2_550);
    expect(await userBalances(server.app.db, 101)).toEqual({ money: 7_450, frozen: 0 });
    expect(await balanceOf(server.app.db, { kind: 'platform_escrow' })).toBe(2_550);
  });

  it('refuses to overdraw a user account and rolls the whole transaction back', async () => {
    await deposit(102, 1_000);
    await expect(spend(102, 1_001)).rejects.toBeInstanceOf(BusinessError);
    expect(await userBalances(server.app.db, 102)).toEqual({ money: 1_000, frozen: 0 });
  });

  it('never overdraws under concurrent spends', async () => {
    await deposit(103, 1_000);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => spend(103, 300)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await userBalances(server.app.db, 103)).toEqual({ money: 100, frozen: 0 });
  });

  it('refuses postings that do not sum to zero, or that are not integer cents', async () => {
    const bad = (amounts: number[]) =>
      server.app.db.transaction().execute((trx) =>
        post(trx, {
          type: 'bad',
          postings: amounts.map((amount, i) => ({ account: { kind: 'fee_revenue', ownerId: i }, amount })),
        }),
      );
    await expect(bad([100, -99])).rejects.toThrow(/sum/);
    await expect(bad([1.5, -1.5])).rejects.toThrow(/integer/);
    await expect(bad([0, 0])).rejects.toThrow(/zero/);
  });

  it('refuses a debit from an account never used, and writes nothing', async () => {
    const before = await checkLedger(server.app.db);
    await expect(spend(105, 1)).rejects.toMatchObject({ msgKey: 'wallet.insufficient_balance' });
    expect(await userBalances(server.app.db, 105)).toEqual({ money: 0, frozen: 0 });
    expect((await checkLedger(server.app.db)).transactions).toBe(before.transactions);
  });

  it('replays concurrent posts with one idempotency key as the first, once', async () => {
    // On PostgreSQL the later ones wait on the key's unique index, then find it taken: none fails.
    const done = await Promise.all(Array.from({ length: 8 }, () => deposit(106, 700, 'recharge:2')));
    expect(done.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(done.map((r) => r.transactionId)).size).toBe(1);
    expect((await userBalances(server.app.db, 106)).money).toBe(700);
  });

  it('does nothing twice for the same idempotency key', async () => {
    const first = await deposit(104, 500, 'recharge:1');
    const second = await deposit(104, 500, 'recharge:1');
    expect(second).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect((await userBalances(server.app.db, 104)).money).toBe(500);
  });
});

describe('checkLedger', () => {
  it('holds after real postings and catches a tampered balance', async () => {
    const healthy = await checkLedger(server.app.db);
    expect(healthy.problems).toEqual([]);
    expect(healthy.ok).toBe(true);
    expect(healthy.transactions).toBeGreaterThan(0);

    await server.app.db
      .updateTable('ledger_accounts')
      .set({ balance: -5 })
      .where('kind', '=', 'user_available')
      .where('owner_id', '=', 101)
      .execute();
    const broken = await checkLedger(server.app.db);
    expect(broken.ok).toBe(false);
    expect(broken.problems.join('\n')).toMatch(/balance -5 but postings sum to 7450/);
    expect(broken.problems.join('\n')).toMatch(/is negative/);
    await server.app.db
      .updateTable('ledger_accounts')
      .set({ balance: 7_450 })
      .where('kind', '=', 'user_available')
      .where('owner_id', '=', 101)
      .execute();
    expect((await checkLedger(server.app.db)).ok).toBe(true);
  });
});

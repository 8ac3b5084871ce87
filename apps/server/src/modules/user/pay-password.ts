import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';

/** Contract: 5 wrong payment codes lock payment for 15 minutes. */
export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_SECONDS = 15 * 60;

function lockedError(until: number): BusinessError {
  const minutes = Math.max(1, Math.ceil((until - nowSeconds()) / 60));
  return new BusinessError('payment.locked', { field: 'paypwd', params: { minutes } });
}

/**
 * Checks a shopper's payment code, counting wrong ones: the 5th wrong code in a row locks
 * payment for 15 minutes. Throws a BusinessError for an empty, unset, wrong or locked code.
 *
 * Call it with `app.db`, BEFORE opening the transaction that moves money (e.g. before
 * `app.idempotent`): a failure must be recorded even though the caller's action is refused,
 * and a transaction that rolls back would forget it. Passing a transaction is a programming
 * error and throws.
 *
 * Concurrency: each check first reserves one of the 5 tries with a single conditional
 * UPDATE, so parallel attempts can never test more than 5 codes before the lock.
 */
export async function verifyPayPassword(db: Db, userId: number, paypwd: string | undefined): Promise<void> {
  if (db.isTransaction) throw new Error('verifyPayPassword must run outside a transaction');
  if (!paypwd) throw new BusinessError('payment.enter_password', { field: 'paypwd' });
  const user = await db
    .selectFrom('users')
    .select(['pay_password_hash', 'pay_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.pay_password_hash) throw new BusinessError('payment.password_not_set', { field: 'paypwd' });

  const now = nowSeconds();
  // An expired lock starts a fresh series of tries.
  const reserved = await db
    .updateTable('users')
    .set({
      pay_fail_count: sql<number>`case when pay_locked_until > 0 then 1 else pay_fail_count + 1 end`,
      pay_locked_until: 0,
    })
    .where('id', '=', userId)
    .where('pay_locked_until', '<=', now)
    .where((eb) => eb.or([eb('pay_fail_count', '<', PAY_MAX_FAILURES), eb('pay_locked_until', '>', 0)]))
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) === 0) {
    // Locked, or every remaining try is already being checked by parallel requests.
    throw lockedError(Math.max(user.pay_locked_until, now + 60));
  }

  if (await verifyPassword(paypwd, user.pay_password_hash)) {
    await db.updateTable('users').set({ pay_fail_count: 0 }).where('id', '=', userId).execute();
    return;
  }
  // The reserved try stays counted; the one that reaches the limit locks.
  const lockUntil = now + PAY_LOCK_SECONDS;
  const locked = await db
    .updateTable('users')
    .set({ pay_locked_until: lockUntil })
    .where('id', '=', userId)
    .where('pay_fail_count', '>=', PAY_MAX_FAILURES)
    .where('pay_locked_until', '=', 0)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) > 0) throw lockedError(lockUntil);
  throw new BusinessError('payment.password_incorrect', { field: 'paypwd' });
}

/** After a new payment code is set through a proven identity, the count and any lock end. */
export async function clearPayFailures(db: DbOrTrx, userId: number): Promise<void> {
  await db.updateTable('users').set({ pay_fail_count: 0, pay_locked_until: 0 }).where('id', '=', userId).execute();
}

/**
 * A check reserves its try before it runs; a crash in between leaves the try counted with no
 * lock, and at the limit the shopper could never pay again. At start no check of this
 * instance is in flight, so a count stuck at the limit without a lock starts afresh. (Only a
 * crash or restart does this; the 15-minute lock after five wrong codes is untouched.)
 */
export async function releaseOrphanedPayReservations(db: DbOrTrx): Promise<void> {
  await db
    .updateTable('users')
    .set({ pay_fail_count: 0 })
    .where('pay_fail_count', '>=', PAY_MAX_FAILURES)
    .where('pay_locked_until', '=', 0)
    .execute();
}

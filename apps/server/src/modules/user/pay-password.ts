import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { instanceName } from '../../lib/instance';
import type { PayCodes } from '../../lib/pay-code';
import { nowSeconds } from '../../lib/time';

/** Contract: 5 wrong payment codes lock payment for 15 minutes. */
export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_SECONDS = 15 * 60;
/** A payment-code check takes well under a second; a reservation this old was cut off by a crash. */
export const RESERVATION_STALE_SECONDS = 60;

/**
 * Reservations this instance could not release because the database failed mid-check, by
 * shopper: the shopper's next check here releases them, so a retry after the database is back
 * is not refused for tries that were never checked.
 */
const owedReleases = new Map<number, number>();

/** Records a reservation of `userId` that could not be released (exported for tests). */
export function oweRelease(userId: number): void {
  owedReleases.set(userId, (owedReleases.get(userId) ?? 0) + 1);
}

function lockedError(until: number): BusinessError {
  const minutes = Math.max(1, Math.ceil((until - nowSeconds()) / 60));
  return new BusinessError('payment.locked', { field: 'paypwd', params: { minutes } });
}

/**
 * A wrong code that did not lock: says how many wrong codes are left before the lock, so the
 * shopper can stop and reset the code by email instead. Checks still in flight in parallel are
 * not subtracted (they may be right), so the count is what a shopper trying one code at a time sees.
 */
function wrongCodeError(failures: number): BusinessError {
  const left = Math.max(1, PAY_MAX_FAILURES - failures);
  const minutes = PAY_LOCK_SECONDS / 60;
  const key = left === 1 ? 'payment.password_incorrect_last' : 'payment.password_incorrect_left';
  // The machine reason stays the one of every wrong code; only the text adds the count.
  return new BusinessError(key, { field: 'paypwd', reason: 'password_incorrect', params: { left, minutes } });
}

/**
 * Checks a shopper's payment code, counting wrong ones: the 5th wrong code in a row locks
 * payment for 15 minutes. Throws a BusinessError for an empty, unset, wrong (with the tries left) or
 * locked code.
 *
 * Call it with `app.db`, BEFORE opening the transaction that moves money (e.g. before
 * `app.idempotent`): a failure must be recorded even though the caller's action is refused,
 * and a transaction that rolls back would forget it. Passing a transaction is a programming
 * error and throws.
 *
 * Concurrency: each check first reserves a try with a single conditional UPDATE while wrong
 * codes plus checks in flight stay under 5, so parallel attempts can never test more than 5
 * codes before the lock, whichever instances they reach. Wrong codes (`pay_fail_count`) and
 * checks in flight (`pay_checks_pending`) are counted apart, so a check cut off by a crash
 * never counts as a wrong code: its reservation is released when its instance starts again,
 * or by the next check once older than RESERVATION_STALE_SECONDS (far longer than any check).
 *
 * A right code stored under a previous key, or as a legacy scrypt hash, is re-hashed under the
 * current key in the same update that ends the check (unless the code was changed meanwhile).
 */
export async function verifyPayPassword(
  db: Db,
  payCodes: PayCodes,
  userId: number,
  paypwd: string | undefined,
): Promise<void> {
  if (db.isTransaction) throw new Error('verifyPayPassword must run outside a transaction');
  if (!paypwd) throw new BusinessError('payment.enter_password', { field: 'paypwd' });
  const user = await db
    .selectFrom('users')
    .select(['pay_password_hash', 'pay_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.pay_password_hash) throw new BusinessError('payment.password_not_set', { field: 'paypwd' });

  const now = nowSeconds();
  const stale = now - RESERVATION_STALE_SECONDS;
  // An expired lock starts a fresh series; checks in flight that old were cut off by a crash.
  const expired = sql<boolean>`pay_locked_until > 0`;
  const owed = owedReleases.get(userId) ?? 0;
  const pending = sql<number>`(case when ${expired} or pay_checked_at < ${stale} or pay_checks_pending <= ${owed} then 0 else pay_checks_pending - ${owed} end)`;
  const reserved = await db
    .updateTable('users')
    .set({
      pay_fail_count: sql<number>`case when ${expired} then 0 else pay_fail_count end`,
      pay_checks_pending: sql<number>`${pending} + 1`,
      pay_locked_until: 0,
      pay_checked_at: now,
      pay_checked_by: instanceName(),
    })
    .where('id', '=', userId)
    .where('pay_locked_until', '<=', now)
    .where((eb) =>
      eb.or([eb('pay_locked_until', '>', 0), eb(sql<number>`pay_fail_count + ${pending}`, '<', PAY_MAX_FAILURES)]),
    )
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) === 0) {
    // Locked, or every remaining try is already being checked by parallel requests: then the
    // shopper (or a double tap, or a second device) is paying already, which is no wrong code.
    const after = await db.selectFrom('users').select('pay_locked_until').where('id', '=', userId).executeTakeFirst();
    const lockedUntil = after?.pay_locked_until ?? 0;
    if (lockedUntil > now) throw lockedError(lockedUntil);
    throw new BusinessError('payment.in_progress', { field: 'paypwd' });
  }
  if (owed > 0) owedReleases.delete(userId);

  // Whatever happens now, the reservation ends: with the check's outcome, or (the database
  // failing mid-check) released here, or, when the database is gone, by the next check here.
  let released = false;
  let failures = 0;
  const done = sql<number>`case when pay_checks_pending > 0 then pay_checks_pending - 1 else 0 end`;
  try {
    const stored = user.pay_password_hash;
    const { right, upgrade } = await payCodes.verify(paypwd, stored);
    const counted = await db
      .updateTable('users')
      .set({
        pay_fail_count: right ? 0 : sql<number>`pay_fail_count + 1`,
        pay_checks_pending: done,
        ...(upgrade
          ? {
              pay_password_hash: sql<string>`case when pay_password_hash = ${stored} then ${upgrade} else pay_password_hash end`,
            }
          : {}),
      })
      .where('id', '=', userId)
      .returning('pay_fail_count')
      .executeTakeFirst();
    released = true;
    if (right) return;
    failures = Number(counted?.pay_fail_count ?? PAY_MAX_FAILURES);
  } catch (error) {
    if (!released) {
      await db
        .updateTable('users')
        .set({ pay_checks_pending: done })
        .where('id', '=', userId)
        .execute()
        .catch(() => oweRelease(userId));
    }
    throw error;
  }
  // The wrong code that reaches the limit locks.
  const lockUntil = now + PAY_LOCK_SECONDS;
  const locked = await db
    .updateTable('users')
    .set({ pay_locked_until: lockUntil })
    .where('id', '=', userId)
    .where('pay_fail_count', '>=', PAY_MAX_FAILURES)
    .where('pay_locked_until', '=', 0)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) > 0) throw lockedError(lockUntil);
  throw wrongCodeError(failures);
}

/** After a new payment code is set through a proven identity, the count and any lock end. */
export async function clearPayFailures(db: DbOrTrx, userId: number): Promise<void> {
  await db.updateTable('users').set({ pay_fail_count: 0, pay_locked_until: 0 }).where('id', '=', userId).execute();
}

/**
 * A check reserves its try before it runs; a crash in between leaves the try reserved, and with
 * enough of them the shopper could not pay until they grow stale. At start no check of this
 * instance is in flight, so the checks in flight on rows this instance reserved last (in its
 * previous run) are released. Rows other instances reserved last stay as they are until stale.
 * Wrong codes and the 15-minute lock are untouched.
 */
export async function releaseOrphanedPayReservations(db: DbOrTrx): Promise<void> {
  await db
    .updateTable('users')
    .set({ pay_checks_pending: 0 })
    .where('pay_checks_pending', '>', 0)
    .where('pay_checked_by', '=', instanceName())
    .execute();
}

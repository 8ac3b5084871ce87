import { sql } from 'kysely';
import { preparedQuery, preparedVariants, type Db, type DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { instanceName } from '../../lib/instance';
import type { PayCodes } from '../../lib/pay-code';
import { nowSeconds } from '../../lib/time';

/** Contract: 5 wrong payment codes lock payment for 15 minutes. */
export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_SECONDS = 15 * 60;
/**
 * Before this version a check reserved its try first (`pay_checks_pending`) and released it after;
 * reservations that old were cut off by a crash and count for nothing.
 */
export const RESERVATION_STALE_SECONDS = 60;

function lockedError(until: number): BusinessError {
  const minutes = Math.max(1, Math.ceil((until - nowSeconds()) / 60));
  return new BusinessError('payment.locked', { field: 'paypwd', params: { minutes } });
}

/**
 * A wrong code that did not lock: says how many wrong codes are left before the lock, so the
 * shopper can stop and reset the code by email instead.
 */
function wrongCodeError(failures: number): BusinessError {
  const left = Math.max(1, PAY_MAX_FAILURES - failures);
  const minutes = PAY_LOCK_SECONDS / 60;
  const key = left === 1 ? 'payment.password_incorrect_last' : 'payment.password_incorrect_left';
  // The machine reason stays the one of every wrong code; only the text adds the count.
  return new BusinessError(key, { field: 'paypwd', reason: 'password_incorrect', params: { left, minutes } });
}

/** A payment code checked against the stored hash, not yet counted (countPayCode counts it). */
export interface PayCodeAttempt {
  userId: number;
  right: boolean;
  /** The hash the code was checked against. */
  stored: string;
  /** A right code stored under a previous key or as scrypt: the hash to store instead. */
  upgrade?: string;
}

/**
 * Checks a shopper's payment code against the stored hash, changing nothing: the outcome means
 * nothing until countPayCode has counted it. Throws a BusinessError for an empty or unset code.
 */
export async function checkPayCode(
  db: DbOrTrx,
  payCodes: PayCodes,
  userId: number,
  paypwd: string | undefined,
): Promise<PayCodeAttempt> {
  if (!paypwd) throw new BusinessError('payment.enter_password', { field: 'paypwd' });
  const [user] = (await payCodeHashOf(db, { userId })).rows;
  if (!user?.pay_password_hash) throw new BusinessError('payment.password_not_set', { field: 'paypwd' });
  const stored = user.pay_password_hash;
  return { userId, stored, ...(await payCodes.verify(paypwd, stored)) };
}

const payCodeHashOf = preparedQuery((db: Db, v: { userId: number }) =>
  db.selectFrom('users').select('pay_password_hash').where('id', '=', v.userId),
);

interface CountValues {
  userId: number;
  now: number;
  lockUntil: number;
  /** Checks in flight reserved before this are stale. */
  staleBefore: number;
  stored: string;
  upgrade: string;
}

/** countPayCode's statement for a right code, one to re-hash under the current key, or a wrong one. */
const countStatement = preparedVariants((outcome: 'right' | 'rightUpgrade' | 'wrong') => (db: Db, v: CountValues) => {
  const right = outcome !== 'wrong';
  const upgrade = outcome === 'rightUpgrade';
  // An expired lock starts a fresh series.
  const expired = sql<boolean>`pay_locked_until > 0`;
  const pending = sql<number>`(case when ${expired} or pay_checked_at < ${v.staleBefore} then 0 else pay_checks_pending end)`;
  const failures = sql<number>`(case when ${expired} then 1 else pay_fail_count + 1 end)`;
  return db
    .updateTable('users')
    .set({
      pay_fail_count: right ? 0 : failures,
      // The wrong code that reaches the limit locks.
      pay_locked_until: right
        ? 0
        : sql<number>`case when ${failures} >= ${PAY_MAX_FAILURES} then ${v.lockUntil} else 0 end`,
      pay_checks_pending: pending,
      ...(upgrade
        ? {
            pay_password_hash: sql<string>`case when pay_password_hash = ${v.stored} then ${v.upgrade} else pay_password_hash end`,
          }
        : {}),
    })
    .where('id', '=', v.userId)
    .where('pay_locked_until', '<=', v.now)
    .where((eb) =>
      eb.or([eb('pay_locked_until', '>', 0), eb(sql<number>`pay_fail_count + ${pending}`, '<', PAY_MAX_FAILURES)]),
    )
    .returning(['pay_fail_count', 'pay_locked_until']);
});

/**
 * Counts a checked code with ONE conditional UPDATE, and answers the refusal to throw: undefined
 * for a right code, else a wrong code (with the tries left), the lock its 5th wrong code in a row
 * sets (15 minutes), or a lock already in place. The statement counts only while payment is not
 * locked and fewer than 5 wrong codes are counted (checks in flight of an older version, not
 * stale, included), so of any number of parallel attempts, on any instances, at most 5 wrong
 * codes get an answer other than "locked" before the lock; a right code gets the same "locked"
 * as a wrong one. Being one statement, a crash can cut a check off only before it counts.
 *
 * Its write must commit even when a refusal is answered, or a wrong code would be forgotten: run it
 * on `app.db` (verifyPayPassword) or as the first statement of a transaction that commits on a
 * refusal (order/pay, through app.idempotent's CommittedRefusal).
 *
 * A right code stored under a previous key, or as a legacy scrypt hash, is re-hashed under the
 * current key in the same update (unless the code was changed meanwhile).
 */
export async function countPayCode(db: DbOrTrx, attempt: PayCodeAttempt): Promise<BusinessError | undefined> {
  const { userId, right, stored, upgrade } = attempt;
  const now = nowSeconds();
  const [counted] = (
    await countStatement(right ? (upgrade ? 'rightUpgrade' : 'right') : 'wrong')(db, {
      userId,
      now,
      lockUntil: now + PAY_LOCK_SECONDS,
      staleBefore: now - RESERVATION_STALE_SECONDS,
      stored,
      upgrade: upgrade ?? '',
    })
  ).rows;
  if (!counted) {
    // Locked, or every try is being checked by an older version's checks in flight.
    const after = await db.selectFrom('users').select('pay_locked_until').where('id', '=', userId).executeTakeFirst();
    const lockedUntil = after?.pay_locked_until ?? 0;
    return lockedUntil > now ? lockedError(lockedUntil) : new BusinessError('payment.in_progress', { field: 'paypwd' });
  }
  if (right) return undefined;
  return counted.pay_locked_until > 0 ? lockedError(counted.pay_locked_until) : wrongCodeError(counted.pay_fail_count);
}

/**
 * Checks and counts a shopper's payment code (checkPayCode, then countPayCode) and throws the
 * refusal: for calls whose action runs after the check, in a transaction of its own.
 *
 * Call it with `app.db`, BEFORE opening the transaction that moves money (e.g. before
 * `app.idempotent`): a failure must be recorded even though the caller's action is refused,
 * and a transaction that rolls back would forget it. Passing a transaction is a programming
 * error and throws.
 */
export async function verifyPayPassword(
  db: Db,
  payCodes: PayCodes,
  userId: number,
  paypwd: string | undefined,
): Promise<void> {
  if (db.isTransaction) throw new Error('verifyPayPassword must run outside a transaction');
  const refused = await countPayCode(db, await checkPayCode(db, payCodes, userId, paypwd));
  if (refused) throw refused;
}

/** After a new payment code is set through a proven identity, the count and any lock end. */
export async function clearPayFailures(db: DbOrTrx, userId: number): Promise<void> {
  await db.updateTable('users').set({ pay_fail_count: 0, pay_locked_until: 0 }).where('id', '=', userId).execute();
}

/**
 * An older version's check reserved its try before it ran; a crash in between left the try
 * reserved, and with enough of them the shopper could not pay until they grow stale. At start no
 * check of this instance is in flight, so the checks in flight on rows this instance reserved last
 * (in its previous run) are released. Rows other instances reserved last stay as they are until
 * stale. Wrong codes and the 15-minute lock are untouched.
 */
export async function releaseOrphanedPayReservations(db: DbOrTrx): Promise<void> {
  await db
    .updateTable('users')
    .set({ pay_checks_pending: 0 })
    .where('pay_checks_pending', '>', 0)
    .where('pay_checked_by', '=', instanceName())
    .execute();
}

import type { Db } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';

/**
 * Abuse limits of sign-in (documented in apps/server/README.md). Failures are counted in a
 * sliding window, per account (the account text as typed, so unknown accounts count too and
 * reveal nothing) and per client address. Past a first threshold every attempt is slowed
 * down; past a second one attempts are refused until older failures leave the window.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  account: { slowAfter: 3, lockAfter: 10 },
  address: { slowAfter: 20, lockAfter: 50 },
  /** Extra delay per failure past `slowAfter`, and its ceiling. */
  delayStepMs: 1000,
  maxDelayMs: 5000,
} as const;

export type LoginScope = 'user' | 'admin';

export interface LoginAttempt {
  /** Row of this attempt; `succeed` marks it. */
  id: number;
}

async function failures(db: Db, scope: LoginScope, column: 'identifier' | 'ip', value: string): Promise<number> {
  const since = nowSeconds() - LOGIN_LIMITS.windowSeconds;
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', scope)
    .where(column, '=', value)
    .where('success', '=', 0)
    .where('createtime', '>', since);
  if (column === 'identifier') {
    // A successful sign-in of the account clears its own count (not the address's).
    const last = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.max('createtime').as('t'))
      .where('scope', '=', scope)
      .where('identifier', '=', value)
      .where('success', '=', 1)
      .executeTakeFirst();
    if (last?.t) query = query.where('createtime', '>=', Number(last.t));
  }
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens an attempt: it is recorded as a failure first, so that a burst of parallel guesses
 * counts in full before any of them is checked. Throws when the account or address is locked;
 * otherwise waits the slow-down delay. Call `succeed` once the password is right.
 */
export async function beginLoginAttempt(db: Db, scope: LoginScope, account: string, ip: string): Promise<LoginAttempt> {
  const identifier = account.trim().toLowerCase().slice(0, 200);
  const { id } = await db
    .insertInto('login_attempts')
    .values({ scope, identifier, ip, success: 0, createtime: nowSeconds() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // This attempt is included: n failures before it make it the (n+1)th.
  const byAccount = await failures(db, scope, 'identifier', identifier);
  const byAddress = await failures(db, scope, 'ip', ip);
  if (byAccount > LOGIN_LIMITS.account.lockAfter || byAddress > LOGIN_LIMITS.address.lockAfter) {
    throw new BusinessError('login.too_many_attempts', { reason: 'login_locked' });
  }
  const over = Math.max(byAccount - LOGIN_LIMITS.account.slowAfter, byAddress - LOGIN_LIMITS.address.slowAfter);
  if (over > 0) await sleep(Math.min(LOGIN_LIMITS.maxDelayMs, over * LOGIN_LIMITS.delayStepMs));
  return { id };
}

export async function succeedLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.updateTable('login_attempts').set({ success: 1 }).where('id', '=', attempt.id).execute();
}

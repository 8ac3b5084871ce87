import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';

/**
 * Abuse limits of sign-in (promised in docs/security.md#sign-in). Failures are counted in
 * a sliding window, per account and per client address. An account is the shopper the identifier
 * names, so their email, mobile and username share one budget; an identifier that names nobody is
 * counted as typed, so unknown accounts lock alike and reveal nothing. On an address the shopper
 * proved to be theirs (`known-addresses.ts`) only the failures from that address count toward the
 * account, so a stranger's guesses elsewhere cannot lock the owner's own device out. Past a first
 * threshold every attempt is slowed down; past a second one attempts are refused until older
 * failures leave the window.
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
  scope: LoginScope;
  ip: string;
  subject: LoginSubject;
}

/** Who an attempt is for: the shopper the identifier named (if any), and whether `ip` is one of theirs. */
export interface LoginSubject {
  userId?: number;
  knownAddress?: boolean;
}

async function accountFailures(
  db: Db,
  scope: LoginScope,
  identifier: string,
  ip: string,
  subject: LoginSubject,
): Promise<number> {
  const since = nowSeconds() - LOGIN_LIMITS.windowSeconds;
  const { userId } = subject;
  const ofAccount = (eb: ExpressionBuilder<Database, 'login_attempts'>) =>
    userId === undefined ? eb('identifier', '=', identifier) : eb('user_id', '=', userId);
  // A successful sign-in that passed the whole account budget clears it (not the address's count);
  // one on a known address never recorded a success (see succeedLoginAttempt).
  const last = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('createtime').as('t'))
    .where('scope', '=', scope)
    .where('success', '=', 1)
    .where(ofAccount)
    .executeTakeFirst();
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', scope)
    .where('success', '=', 0)
    .where('createtime', '>', since)
    .where(ofAccount);
  if (last?.t) query = query.where('createtime', '>=', Number(last.t));
  if (subject.knownAddress) query = query.where('ip', '=', ip);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function addressFailures(db: Db, scope: LoginScope, ip: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', scope)
    .where('ip', '=', ip)
    .where('success', '=', 0)
    .where('createtime', '>', nowSeconds() - LOGIN_LIMITS.windowSeconds)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens an attempt: it is recorded as a failure first, so that a burst of parallel guesses
 * counts in full before any of them is checked. Throws when the account or address is locked;
 * otherwise waits the slow-down delay. Call `succeed` once the password is right.
 */
export async function beginLoginAttempt(
  db: Db,
  scope: LoginScope,
  account: string,
  ip: string,
  subject: LoginSubject = {},
): Promise<LoginAttempt> {
  const identifier = account.trim().toLowerCase().slice(0, 200);
  const { id } = await db
    .insertInto('login_attempts')
    .values({ scope, identifier, ip, success: 0, createtime: nowSeconds(), user_id: subject.userId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  // This attempt is included: n failures before it make it the (n+1)th.
  const byAccount = await accountFailures(db, scope, identifier, ip, subject);
  const byAddress = await addressFailures(db, scope, ip);
  if (byAccount > LOGIN_LIMITS.account.lockAfter || byAddress > LOGIN_LIMITS.address.lockAfter) {
    throw new BusinessError('login.too_many_attempts', { reason: 'login_locked' });
  }
  const over = Math.max(byAccount - LOGIN_LIMITS.account.slowAfter, byAddress - LOGIN_LIMITS.address.slowAfter);
  if (over > 0) await sleep(Math.min(LOGIN_LIMITS.maxDelayMs, over * LOGIN_LIMITS.delayStepMs));
  return { id, scope, ip, subject };
}

/**
 * Marks the attempt a success. On one of the shopper's known addresses only that address's failures
 * were counted, so only they are forgiven (the owner's own typos there): a stranger's guesses from
 * elsewhere keep counting toward the account until they leave the window.
 */
export async function succeedLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const { userId, knownAddress } = attempt.subject;
  if (knownAddress && userId !== undefined) {
    await db
      .deleteFrom('login_attempts')
      .where('scope', '=', attempt.scope)
      .where('user_id', '=', userId)
      .where('ip', '=', attempt.ip)
      .where('success', '=', 0)
      .execute();
    return;
  }
  await db.updateTable('login_attempts').set({ success: 1 }).where('id', '=', attempt.id).execute();
}

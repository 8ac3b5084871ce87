import type { DbOrTrx } from '../../db';
import { nowSeconds } from '../../lib/time';

/**
 * A client address stays the shopper's own this long after they last proved it there (a right
 * password, a sign-up, a code from their mailbox): long enough for a phone that signs in now and
 * then, short enough that a carrier's reassigned address does not stay trusted for good.
 */
export const KNOWN_ADDRESS_SECONDS = 90 * 24 * 3600;

/** Records (or refreshes) `ip` as one of the shopper's own addresses. */
export async function rememberAddress(db: DbOrTrx, userId: number, ip: string): Promise<void> {
  const now = nowSeconds();
  await db
    .insertInto('account_addresses')
    .values({ user_id: userId, ip, last_seen: now })
    .onConflict((oc) => oc.columns(['user_id', 'ip']).doUpdateSet({ last_seen: now }))
    .execute();
}

/** True when the shopper proved `ip` to be theirs within KNOWN_ADDRESS_SECONDS. */
export async function isKnownAddress(db: DbOrTrx, userId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('last_seen', '>', nowSeconds() - KNOWN_ADDRESS_SECONDS)
    .executeTakeFirst();
  return row !== undefined;
}

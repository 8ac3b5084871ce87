import { preparedQuery, type Db, type DbOrTrx } from '../../db';
import { nowSeconds } from '../../lib/time';
import { hashToken, newToken } from '../../lib/token';

/** Contract: tokens are valid 30 days. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Issues a shopper token; answers the clear token once, stores only its hash. `device` is a
 * short description of where it is used ("Chrome on Android"), listed by user/sessions.
 */
export async function issueUserToken(
  db: DbOrTrx,
  userId: number,
  device = '',
): Promise<{ token: string; expires_in: number }> {
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('user_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      device: device.slice(0, 100),
      expires: now + TOKEN_TTL_SECONDS,
      createtime: now,
    })
    .execute();
  return { token, expires_in: TOKEN_TTL_SECONDS };
}

/**
 * The signed-in user of a clear token (id and status, to refuse a frozen account), or undefined
 * when the token is unknown, expired or revoked. One joined query: every signed-in call runs it.
 */
export async function userOfToken(db: DbOrTrx, token: string): Promise<{ id: number; status: string } | undefined> {
  const { rows } = await userOfTokenHash(db, { tokenHash: hashToken(token), now: nowSeconds() });
  return rows[0];
}

const userOfTokenHash = preparedQuery((db: Db, v: { tokenHash: string; now: number }) =>
  db
    .selectFrom('user_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.status'])
    .where('t.token_hash', '=', v.tokenHash)
    .where('t.expires', '>', v.now),
);

export async function revokeToken(db: DbOrTrx, token: string): Promise<void> {
  await db.deleteFrom('user_tokens').where('token_hash', '=', hashToken(token)).execute();
}

/** Every device signs out: after any password reset, and on "sign out of all devices". */
export async function revokeAllTokens(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
}

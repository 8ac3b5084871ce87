import type { DbOrTrx } from '../../db';
import { nowSeconds } from '../../lib/time';
import { hashToken, newToken } from '../../lib/token';
import { TOKEN_TTL_SECONDS } from '../session/tokens';

/** Same rules as shoppers' tokens: random, stored as a hash, 30 days. */
export async function issueAdminToken(db: DbOrTrx, adminId: number): Promise<{ token: string; expires_in: number }> {
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('admin_tokens')
    .values({ token_hash: hashToken(token), admin_id: adminId, expires: now + TOKEN_TTL_SECONDS, createtime: now })
    .execute();
  return { token, expires_in: TOKEN_TTL_SECONDS };
}

export async function adminIdOfToken(db: DbOrTrx, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('admin_tokens')
    .select('admin_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires', '>', nowSeconds())
    .executeTakeFirst();
  return row?.admin_id;
}

export async function revokeAdminToken(db: DbOrTrx, token: string): Promise<void> {
  await db.deleteFrom('admin_tokens').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of an operator, but `keep` (the caller's own, when it changes its own password). */
export async function revokeAllAdminTokens(db: DbOrTrx, adminId: number, keep?: string): Promise<void> {
  let sessions = db.deleteFrom('admin_tokens').where('admin_id', '=', adminId);
  if (keep) sessions = sessions.where('token_hash', '!=', hashToken(keep));
  await sessions.execute();
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LoginAnswer, ThirdLoginBody } from '@bazaar/contract';
import type { Db } from '../../db';
import { BusinessError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';
import { newToken } from '../../lib/token';
import { assertActive, freeInviteCode, freeUsername, signIn } from './auth-service';
import { findById } from './repository';

/** A signed request older (or further in the future) than this is refused. */
export const THIRD_LOGIN_MAX_AGE_SECONDS = 5 * 60;

/**
 * The text a platform signs: every field except `sign`, sorted by name, as `name=value`
 * joined with `&` (absent optional fields are left out). The sign is its HMAC-SHA256 in hex.
 */
export function thirdLoginPayload(body: Omit<ThirdLoginBody, 'sign'>): string {
  return Object.entries(body)
    .filter(([key, value]) => key !== 'sign' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
}

export function thirdLoginSign(body: Omit<ThirdLoginBody, 'sign'>, secret: string): string {
  return createHmac('sha256', secret).update(thirdLoginPayload(body)).digest('hex');
}

function signMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Signs in the shopper linked to the platform's openid. An unlinked openid is linked to the
 * caller when a valid token comes with the request, otherwise to a new shopper.
 */
export async function thirdLogin(
  db: Db,
  secrets: Record<string, string>,
  body: ThirdLoginBody,
  signedInUserId: number | undefined,
  device: string,
): Promise<LoginAnswer> {
  const secret = Object.hasOwn(secrets, body.platform) ? secrets[body.platform] : undefined;
  if (!secret) throw new BusinessError('login.third_platform_unknown', { field: 'platform' });
  const { sign, ...signed } = body;
  const fresh = Math.abs(nowSeconds() - body.timestamp) <= THIRD_LOGIN_MAX_AGE_SECONDS;
  if (!fresh || !signMatches(thirdLoginSign(signed, secret), sign)) {
    throw new BusinessError('login.third_sign_invalid', { field: 'sign' });
  }
  const openid = body.openid.trim();
  if (!openid || openid.length > 200) throw new BusinessError('login.third_sign_invalid', { field: 'openid' });

  const linked = await db
    .selectFrom('user_third_accounts')
    .select('user_id')
    .where('platform', '=', body.platform)
    .where('openid', '=', openid)
    .executeTakeFirst();
  const userId = linked?.user_id ?? (await link(db, body, openid, signedInUserId));
  const user = (await findById(db, userId))!;
  assertActive(user);
  return signIn(db, user, device);
}

async function link(db: Db, body: ThirdLoginBody, openid: string, signedInUserId: number | undefined): Promise<number> {
  const now = nowSeconds();
  return db.transaction().execute(async (trx) => {
    let userId = signedInUserId;
    if (!userId) {
      const nickname = (body.nickname ?? '').trim().slice(0, 50);
      ({ id: userId } = await trx
        .insertInto('users')
        .values({
          username: await freeUsername(trx, `${body.platform}_${openid}`),
          nickname: nickname || body.platform,
          // Only a plain https address from the platform; anything else is dropped.
          avatar: /^https:\/\/[^\s"'<>]{1,500}$/.test(body.avatar ?? '') ? body.avatar! : '',
          // Never typed by anyone: this shopper signs in through the platform (or sets a password by email later).
          password_hash: await hashPassword(newToken()),
          invite_code: await freeInviteCode(trx),
          createtime: now,
          updatetime: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await trx
      .insertInto('user_third_accounts')
      .values({ platform: body.platform, openid, user_id: userId, createtime: now })
      .execute();
    return userId;
  });
}

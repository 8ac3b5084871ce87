import { normalizeLang, type ProfileBody, type User, type UserSession } from '@bazaar/contract';
import type { Db } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { hashToken } from '../../lib/token';
import { assertOwnUploads } from '../upload/ownership';
import { bounded, mobileOf, required } from './fields';
import { isTaken } from './repository';
import { userObject } from './user-object';

/** Seconds left on a token (0 when unknown): the user object's `expires_in`. */
export async function tokenExpiresIn(db: Db, token: string | undefined): Promise<number> {
  if (!token) return 0;
  const row = await db
    .selectFrom('user_tokens')
    .select('expires')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ? Math.max(0, row.expires - nowSeconds()) : 0;
}

const NAME_FIELDS = {
  family_name: 'register.enter_family_name',
  given_name: 'register.enter_given_name',
  real_name: 'register.enter_real_name',
} as const;
const ALERT_SWITCHES = ['alert_price_drop', 'alert_back_in_stock'] as const;

/** Edits any of avatar, nickname, names, mobile and alert switches; the email is not changed here. */
export async function updateProfile(db: Db, userId: number, body: ProfileBody, expiresIn: number): Promise<User> {
  const changes: Partial<
    Record<'avatar' | 'nickname' | 'family_name' | 'given_name' | 'real_name' | 'mobile', string> &
      Record<(typeof ALERT_SWITCHES)[number], number>
  > = {};
  for (const field of ALERT_SWITCHES) if (body[field] !== undefined) changes[field] = body[field] ? 1 : 0;
  if (body.avatar !== undefined) {
    const avatar = body.avatar.trim();
    // An empty value removes the picture; anything else must be this shopper's own upload.
    if (avatar) await assertOwnUploads(db, userId, [avatar], 'avatar');
    changes.avatar = avatar;
  }
  if (body.nickname !== undefined) changes.nickname = bounded(body.nickname.trim(), 'nickname');
  for (const [field, msg] of Object.entries(NAME_FIELDS) as [
    keyof typeof NAME_FIELDS,
    (typeof NAME_FIELDS)[keyof typeof NAME_FIELDS],
  ][]) {
    if (body[field] !== undefined) changes[field] = bounded(required(body[field], field, msg), field);
  }
  if (body.mobile !== undefined) {
    const mobile = mobileOf(body.mobile);
    if (await isTaken(db, 'mobile', mobile, userId)) {
      throw new BusinessError('register.mobile_taken', { field: 'mobile' });
    }
    changes.mobile = mobile;
  }
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable('users')
      .set({ ...changes, updatetime: nowSeconds() })
      .where('id', '=', userId)
      .execute();
  }
  return userObject(db, userId, expiresIn);
}

export async function setLanguage(db: Db, userId: number, lang: string | undefined): Promise<void> {
  const normalized = normalizeLang(lang);
  if (!normalized) throw new BusinessError('language.unsupported', { field: 'lang' });
  await db.updateTable('users').set({ lang: normalized, updatetime: nowSeconds() }).where('id', '=', userId).execute();
}

/** The shopper's signed-in devices (live tokens), newest first; `current` marks the caller's. */
export async function listSessions(db: Db, userId: number, token: string | undefined): Promise<UserSession[]> {
  const mine = token ? hashToken(token) : '';
  const rows = await db
    .selectFrom('user_tokens')
    .select(['id', 'token_hash', 'device', 'createtime', 'expires'])
    .where('user_id', '=', userId)
    .where('expires', '>', nowSeconds())
    .orderBy('createtime', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createtime: r.createtime,
    expires: r.expires,
    current: r.token_hash === mine,
    ...(r.device ? { device: r.device } : {}),
  }));
}

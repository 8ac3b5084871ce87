import { randomBytes } from 'node:crypto';
import type { LoginAnswer, LoginBody, QuickLoginAnswer, QuickTokenAnswer, RegisterBody } from '@bazaar/contract';
import { isUniqueViolation, type Db, type DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { hashPassword, verifySignIn } from '../../lib/password';
import { nowSeconds } from '../../lib/time';
import { hashToken, newToken } from '../../lib/token';
import { issueUserToken, TOKEN_TTL_SECONDS } from '../session/tokens';
import { bounded, emailOf, mobileOf, newPasswordOf, required } from './fields';
import { beginLoginAttempt, succeedLoginAttempt } from './login-limits';
import { isKnownAddress, rememberAddress } from './known-addresses';
import { findByAccount, findById, isTaken, userIdOfInviteCode, type UserRow } from './repository';
import { userinfoOf, userObject } from './user-object';

/** Contract: a quick-login token is good once, for 5 minutes. */
export const QUICK_TOKEN_TTL_SECONDS = 5 * 60;

export function assertActive(user: UserRow): void {
  if (user.status === 'frozen') throw new BusinessError('login.account_frozen');
}

export async function signIn(db: Db, user: UserRow, device: string): Promise<LoginAnswer> {
  return { userinfo: userinfoOf(user, await issueUserToken(db, user.id, device)) };
}

export async function login(
  db: Db,
  body: Partial<LoginBody>,
  client: { ip: string; device: string },
): Promise<LoginAnswer> {
  const account = required(body.account, 'account', 'login.enter_account');
  if (!body.password) throw new BusinessError('login.enter_password', { field: 'password' });
  const user = await findByAccount(db, account);
  const knownAddress = user ? await isKnownAddress(db, user.id, client.ip) : false;
  const attempt = await beginLoginAttempt(db, 'user', account, client.ip, { userId: user?.id, knownAddress });
  const ok = await verifySignIn(body.password, user?.password_hash);
  if (!user || !ok) throw new BusinessError('login.incorrect');
  await succeedLoginAttempt(db, attempt);
  assertActive(user);
  await rememberAddress(db, user.id, client.ip);
  return signIn(db, user, client.device);
}

/** A username nobody has: the email's local part, then random digits while it is taken. */
export async function freeUsername(db: DbOrTrx, base: string): Promise<string> {
  const cleaned = base
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 20);
  // Starting with a letter, a username can never read as someone's mobile number at sign-in.
  const stem = /^[a-z]/.test(cleaned) ? cleaned : `u${cleaned}`;
  let candidate = stem;
  while (await isTaken(db, 'username', candidate)) candidate = `${stem}${randomBytes(3).readUIntBE(0, 3) % 1e6}`;
  return candidate;
}

/** The code a shopper gives friends at sign-up: 8 characters without look-alikes. */
export async function freeInviteCode(db: DbOrTrx): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
    if (!(await isTaken(db, 'invite_code', code))) return code;
  }
}

/** The sign-up messages (docs/product.md#form-messages) in the order of the form; the answer is already signed in. */
export async function register(
  db: Db,
  body: Partial<RegisterBody>,
  client: { ip: string; device: string },
): Promise<LoginAnswer> {
  const family_name = bounded(required(body.family_name, 'family_name', 'register.enter_family_name'), 'family_name');
  const given_name = bounded(required(body.given_name, 'given_name', 'register.enter_given_name'), 'given_name');
  const email = emailOf(body.email);
  const mobile = mobileOf(body.mobile);
  const password = newPasswordOf(body.password, 'password', 'login.enter_password');
  if (body.repassword !== password) throw new BusinessError('password.not_match', { field: 'repassword' });
  const real_name = bounded(required(body.real_name, 'real_name', 'register.enter_real_name'), 'real_name');
  const inviteText = (body.invite_code ?? '').trim().toUpperCase();
  const invited_by = inviteText ? await userIdOfInviteCode(db, inviteText) : undefined;
  if (inviteText && !invited_by) throw new BusinessError('register.invite_invalid', { field: 'invite_code' });
  if (await isTaken(db, 'email', email)) throw new BusinessError('register.email_taken', { field: 'email' });
  if (await isTaken(db, 'mobile', mobile)) throw new BusinessError('register.mobile_taken', { field: 'mobile' });

  const now = nowSeconds();
  let id: number;
  try {
    ({ id } = await db
      .insertInto('users')
      .values({
        username: await freeUsername(db, email.split('@')[0] ?? ''),
        nickname: real_name,
        email,
        mobile,
        family_name,
        given_name,
        real_name,
        password_hash: await hashPassword(password),
        invite_code: await freeInviteCode(db),
        invited_by: invited_by ?? null,
        createtime: now,
        updatetime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (error) {
    // Two sign-ups with the same email or mobile at once: the database's unique index decides.
    if (!isUniqueViolation(error)) throw error;
    const field = (await isTaken(db, 'email', email)) ? 'email' : 'mobile';
    throw new BusinessError(field === 'email' ? 'register.email_taken' : 'register.mobile_taken', { field });
  }
  await rememberAddress(db, id, client.ip);
  return signIn(db, (await findById(db, id))!, client.device);
}

export async function mintQuickToken(db: Db, userId: number): Promise<QuickTokenAnswer> {
  const quickToken = newToken();
  const now = nowSeconds();
  await db
    .insertInto('quick_tokens')
    .values({
      token_hash: hashToken(quickToken),
      user_id: userId,
      expires: now + QUICK_TOKEN_TTL_SECONDS,
      createtime: now,
    })
    .execute();
  return { quickToken, expires_in: QUICK_TOKEN_TTL_SECONDS };
}

/** Exchanges a quick token once; anything but a live, unused token of an active user changes nothing. */
export async function quickLogin(db: Db, quickToken: string | undefined, device: string): Promise<QuickLoginAnswer> {
  const invalid = () => new BusinessError('login.quick_invalid', { field: 'quickToken' });
  if (!quickToken || quickToken.length > 200) throw invalid();
  const hash = hashToken(quickToken);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('quick_tokens')
      .innerJoin('users', 'users.id', 'quick_tokens.user_id')
      .select(['quick_tokens.id', 'quick_tokens.user_id', 'users.status'])
      .where('quick_tokens.token_hash', '=', hash)
      .where('quick_tokens.used_at', 'is', null)
      .where('quick_tokens.expires', '>', nowSeconds())
      .executeTakeFirst();
    if (!row || row.status === 'frozen') throw invalid();
    // The conditional update is the one-time guarantee when two requests race.
    const used = await trx
      .updateTable('quick_tokens')
      .set({ used_at: nowSeconds() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw invalid();
    const session = await issueUserToken(trx, row.user_id, device);
    const user = (await findById(trx, row.user_id))!;
    return { userinfo: userinfoOf(user, session), userInfo: await userObject(trx, row.user_id, TOKEN_TTL_SECONDS) };
  });
}

import type { Db } from '../../db';
import { BusinessError, UnauthorizedError } from '../../lib/errors';
import type { PayCodes } from '../../lib/pay-code';
import { hashPassword, verifyPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';
import { checkEmsCode, useEmsCode } from './email-codes';
import { revokeAllTokens } from '../session/tokens';
import { emailOf, newPasswordOf, PAY_CODE } from './fields';
import { isKnownAddress, rememberAddress } from './known-addresses';
import { beginLoginAttempt, succeedLoginAttempt } from './login-limits';
import { clearPayFailures, verifyPayPassword } from './pay-password';
import { findByEmail, findById, type UserRow } from './repository';

export interface ResetPwdInput {
  oldpassword?: string;
  newpassword?: string;
  email?: string;
  captcha?: string;
}

const wrongCode = () => new BusinessError('password.captcha_incorrect', { field: 'captcha' });

/** True when the body is the forgotten-password form (email + emailed code) rather than old + new. */
export function isForgotForm(body: ResetPwdInput): boolean {
  return body.email !== undefined || body.captcha !== undefined;
}

/**
 * Changes the login password (signed in, proving the old one) or resets it (proving the mailbox
 * with a `resetpwd` code). Either way every token of the shopper is revoked.
 */
export async function resetPassword(
  db: Db,
  body: ResetPwdInput,
  signedInUserId: number | undefined,
  ip: string,
): Promise<void> {
  let user: UserRow | undefined;
  let codeId: number | undefined;
  if (isForgotForm(body)) {
    const email = emailOf(body.email);
    if (!body.captcha?.trim()) throw wrongCode();
    newPasswordOf(body.newpassword, 'newpassword', 'password.enter_new');
    user = await findByEmail(db, email);
    codeId = user ? await checkEmsCode(db, email, 'resetpwd', body.captcha) : undefined;
    if (!user || !codeId) throw wrongCode();
  } else {
    // The change form needs a session; the forgotten-password form is the way without one.
    if (!signedInUserId) throw new UnauthorizedError();
    if (!body.oldpassword) throw new BusinessError('password.old_required', { field: 'oldpassword' });
    newPasswordOf(body.newpassword, 'newpassword', 'password.enter_new');
    user = (await findById(db, signedInUserId))!;
    // Guessing the old password through a borrowed session counts like failed sign-ins.
    const knownAddress = await isKnownAddress(db, user.id, ip);
    const attempt = await beginLoginAttempt(db, 'user', user.email ?? user.username, ip, {
      userId: user.id,
      knownAddress,
    });
    if (!(await verifyPassword(body.oldpassword, user.password_hash))) {
      throw new BusinessError('password.old_incorrect', { field: 'oldpassword' });
    }
    await succeedLoginAttempt(db, attempt);
  }
  const newpassword = body.newpassword!;
  // Checked only after the shopper proved who they are, so it reveals nothing to anyone else.
  if (await verifyPassword(newpassword, user.password_hash)) {
    throw new BusinessError('password.must_differ', { field: 'newpassword' });
  }
  const hash = await hashPassword(newpassword);
  const userId = user.id;
  await db.transaction().execute(async (trx) => {
    if (codeId && !(await useEmsCode(trx, codeId))) throw wrongCode();
    await trx
      .updateTable('users')
      .set({ password_hash: hash, updatetime: nowSeconds() })
      .where('id', '=', userId)
      .execute();
    await revokeAllTokens(trx, userId);
    // Whoever proved the password or the mailbox here is the owner: this address is theirs.
    await rememberAddress(trx, userId, ip);
  });
}

export interface ResetPayInput {
  paypwd?: string;
  oldpaypwd?: string;
  captcha?: string;
}

/**
 * Sets the payment code: the first time freely; afterwards proving the old code (a wrong one
 * counts toward the payment lock) or, when forgotten, an emailed `resetpay` code.
 */
export async function resetPayPassword(db: Db, payCodes: PayCodes, userId: number, body: ResetPayInput): Promise<void> {
  if (!body.paypwd || !PAY_CODE.test(body.paypwd)) {
    throw new BusinessError('password.paycode_format', { field: 'paypwd' });
  }
  const user = (await findById(db, userId))!;
  let codeId: number | undefined;
  if (user.pay_password_hash) {
    if (body.captcha !== undefined && body.captcha !== '') {
      codeId = user.email ? await checkEmsCode(db, user.email, 'resetpay', body.captcha) : undefined;
      if (!codeId) throw wrongCode();
    } else {
      if (!body.oldpaypwd) throw new BusinessError('password.old_required', { field: 'oldpaypwd' });
      await verifyPayPassword(db, payCodes, userId, body.oldpaypwd);
    }
    // Checked against the stored hash only after the shopper proved who they are, as for passwords.
    if ((await payCodes.verify(body.paypwd, user.pay_password_hash)).right) {
      throw new BusinessError('password.paycode_must_differ', { field: 'paypwd' });
    }
  }
  const hash = payCodes.hash(body.paypwd);
  await db.transaction().execute(async (trx) => {
    if (codeId && !(await useEmsCode(trx, codeId))) throw wrongCode();
    await trx
      .updateTable('users')
      .set({ pay_password_hash: hash, updatetime: nowSeconds() })
      .where('id', '=', userId)
      .execute();
    await clearPayFailures(trx, userId);
  });
}

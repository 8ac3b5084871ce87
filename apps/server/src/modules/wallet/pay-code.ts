import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';

const MAX_TRIES = 5;
const LOCK_SECONDS = 15 * 60;

/**
 * The payment-code check of user/extract, with the signature of the accounts module's
 * `verifyPayPassword(db, userId, paypwd)` (src/modules/user/pay-password.ts): 5 wrong
 * tries lock payment for 15 minutes. Failures are counted on `db` outside the caller's
 * transaction, so a refused withdrawal still counts the try.
 * Interim: replaced by a re-export of the accounts module's function once it lands.
 */
export async function verifyPayPassword(db: DbOrTrx, userId: number, paypwd: string | undefined): Promise<void> {
  if (!paypwd) throw new BusinessError('payment.enter_password', { field: 'paypwd' });
  const user = await db
    .selectFrom('users')
    .select(['pay_password_hash', 'pay_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.pay_password_hash) throw new BusinessError('payment.password_not_set', { field: 'paypwd' });
  const now = nowSeconds();
  if (user.pay_locked_until > now) {
    throw new BusinessError('payment.locked', { params: { minutes: Math.ceil((user.pay_locked_until - now) / 60) } });
  }
  if (await verifyPassword(paypwd, user.pay_password_hash)) {
    await db.updateTable('users').set({ pay_fail_count: 0 }).where('id', '=', userId).execute();
    return;
  }
  const row = await db
    .updateTable('users')
    .set({ pay_fail_count: sql`pay_fail_count + 1` })
    .where('id', '=', userId)
    .returning('pay_fail_count')
    .executeTakeFirstOrThrow();
  if (row.pay_fail_count >= MAX_TRIES) {
    await db
      .updateTable('users')
      .set({ pay_fail_count: 0, pay_locked_until: now + LOCK_SECONDS })
      .where('id', '=', userId)
      .execute();
    throw new BusinessError('payment.locked', { params: { minutes: LOCK_SECONDS / 60 } });
  }
  throw new BusinessError('payment.password_incorrect', { field: 'paypwd' });
}

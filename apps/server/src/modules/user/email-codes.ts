import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { EmsEvent } from '@bazaar/contract';
import type { DbOrTrx, Db } from '../../db';
import { nowSeconds } from '../../lib/time';

/** A mailed code lives 10 minutes and survives 5 wrong guesses. */
export const EMS_CODE_TTL_SECONDS = 10 * 60;
export const EMS_CODE_MAX_ATTEMPTS = 5;

function hashCode(email: string, event: EmsEvent, code: string): string {
  return createHash('sha256').update(`${email}\n${event}\n${code}`).digest('hex');
}

/** A new 6-digit code for (email, event); only its hash is stored. */
export async function issueEmsCode(db: DbOrTrx, email: string, event: EmsEvent): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = nowSeconds();
  await db
    .insertInto('ems_codes')
    .values({
      email,
      event,
      code_hash: hashCode(email, event, code),
      expires: now + EMS_CODE_TTL_SECONDS,
      createtime: now,
    })
    .execute();
  return code;
}

/**
 * Checks a code against the newest live code of (email, event) without using it up: a wrong
 * guess is counted at once (outside any transaction, so a refusal cannot undo it). Answers the
 * code's id for `useEmsCode`, or undefined.
 */
export async function checkEmsCode(
  db: Db,
  email: string,
  event: EmsEvent,
  code: string | undefined,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('ems_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('email', '=', email)
    .where('event', '=', event)
    .where('used_at', 'is', null)
    .where('expires', '>', nowSeconds())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  // Reserve a guess first, so parallel guesses cannot exceed the limit.
  const counted = await db
    .updateTable('ems_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', EMS_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return undefined;
  const given = Buffer.from(hashCode(email, event, (code ?? '').trim()));
  return timingSafeEqual(given, Buffer.from(row.code_hash)) ? row.id : undefined;
}

/** Uses a checked code up, inside the caller's transaction; false when a parallel request already did. */
export async function useEmsCode(trx: DbOrTrx, id: number): Promise<boolean> {
  const used = await trx
    .updateTable('ems_codes')
    .set({ used_at: nowSeconds() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

import type { FlashSession } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { scheduleJob, type JobHandler } from '../jobs/queue';
import { notify } from '../notification/notify';
import { renderSession } from './render';

/** The jobs kind of a reminded session's start, which tells the shoppers who asked; `ref` is the session's id. */
export const FLASH_REMINDER_JOB = 'flash_reminder';

/** The session a reminder is about, refused once it has started (or is over): nothing left to remind of. */
async function upcomingSession(db: DbOrTrx, sessionId: number, now: number) {
  const session = await db
    .selectFrom('flash_sessions')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) throw new BusinessError('flash.session_not_found', { field: 'session_id' });
  if (session.starts_at <= now) throw new BusinessError('flash.remind_started', { field: 'session_id' });
  return session;
}

/**
 * flash/remind: the shopper is told when the session starts. Asking again changes nothing (one row per
 * session and shopper); the session's job is set for its start, once however many ask.
 */
export async function remind(trx: Trx, userId: number, sessionId: number, now: number): Promise<FlashSession> {
  const session = await upcomingSession(trx, sessionId, now);
  await trx
    .insertInto('flash_reminders')
    .values({ session_id: sessionId, user_id: userId, createtime: now })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .execute();
  await scheduleJob(trx, FLASH_REMINDER_JOB, sessionId, session.starts_at);
  return { ...renderSession(session, now), reminded: true };
}

/** flash/remind/cancel: no reminder for this shopper (cancelling one never set is no error). */
export async function cancelReminder(trx: Trx, userId: number, sessionId: number, now: number): Promise<FlashSession> {
  const session = await upcomingSession(trx, sessionId, now);
  await trx.deleteFrom('flash_reminders').where('session_id', '=', sessionId).where('user_id', '=', userId).execute();
  return { ...renderSession(session, now), reminded: false };
}

/** Of these sessions, those the shopper asked to be reminded of. */
export async function remindedOf(db: DbOrTrx, userId: number, sessionIds: number[]): Promise<Set<number>> {
  if (!sessionIds.length) return new Set();
  const rows = await db
    .selectFrom('flash_reminders')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('session_id', 'in', sessionIds)
    .execute();
  return new Set(rows.map((r) => r.session_id));
}

/** An operator moved a session: a waiting start job (there is one once anybody asked) follows the new start. */
export async function moveReminders(trx: Trx, sessionId: number, startsAt: number, now: number): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({ run_at: startsAt, updatetime: now })
    .where('kind', '=', FLASH_REMINDER_JOB)
    .where('ref', '=', String(sessionId))
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The start job: claims the session's untold reminders with one conditional update (`notified_at` from
 * 0) in the transaction that writes their notifications (and queues their pushes), so each shopper is
 * told once, in their own language, whichever instance runs it and however often. A session moved
 * later waits for its new start; one already over when the job runs is claimed silently.
 */
export const flashReminderJob: JobHandler = async (trx, ref, now) => {
  const session = await trx
    .selectFrom('flash_sessions')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('id', '=', Number(ref))
    .executeTakeFirst();
  if (!session) return;
  if (now < session.starts_at) return { runAgainAt: session.starts_at };
  const told = await trx
    .updateTable('flash_reminders')
    .set({ notified_at: now })
    .where('session_id', '=', session.id)
    .where('notified_at', '=', 0)
    .returning('user_id')
    .execute();
  if (now >= session.ends_at) return;
  for (const { user_id: userId } of told) {
    await notify(trx, userId, {
      type: 'flash',
      title: 'flash.reminder_title',
      content: 'flash.reminder',
      params: { title: session.title },
      ref: `flash:${session.id}`,
    });
  }
};

import type { Db } from '../../db';

/** SQL of push subscriptions. */

export interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves the endpoint as the user's (moving it from whoever had it: one browser, one shopper) and
 * keeps only the user's `max` most recently subscribed browsers.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  sub: SubscriptionRow,
  max: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...sub, createtime: now, updatetime: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, updatetime: now }),
      )
      .execute();
    const kept = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('updatetime', 'desc')
      .orderBy('id', 'desc')
      .limit(max);
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
  });
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

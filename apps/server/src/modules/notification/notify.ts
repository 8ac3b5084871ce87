import type { DbOrTrx, Trx } from '../../db';
import type { MessageKey, MessageParams } from '../../i18n';
import { nowSeconds } from '../../lib/time';
import { enqueuePush } from './push-outbox';

/** What a notification is about (the wire type of `withdrawal` is the contract's `extract`). */
export type NoticeType =
  'order' | 'refund' | 'recharge' | 'withdrawal' | 'price_drop' | 'back_in_stock' | 'chat' | 'flash';

export interface Notice {
  type: NoticeType;
  /** Message key of the title, rendered in the reader's language at read time. */
  title: MessageKey;
  /** Message key of the body. */
  content: MessageKey;
  params?: MessageParams;
  /** What it is about, e.g. `order:12`, `refund:3`, `product:5` or `flash:2` (a flash session). */
  ref?: string;
}

/**
 * Writes one notification inside the caller's transaction, so it exists exactly when the
 * event it tells about does. Keys and parameters are stored, not text: a shopper who
 * switches language reads every notification in the new one. A shopper with push subscriptions
 * also gets it pushed, once the transaction has committed (modules/push).
 */
export async function notify(trx: Trx, userId: number, notice: Notice): Promise<void> {
  const row = await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: notice.type,
      title: notice.title,
      content: notice.content,
      params: JSON.stringify(notice.params ?? {}),
      ref: notice.ref ?? '',
      is_read: 0,
      createtime: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueuePush(trx, userId, row.id);
}

/** Unread notifications of a user (the user object's `unread_notifications`). */
export async function unreadCount(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

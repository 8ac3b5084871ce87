import { DEFAULT_LANG, normalizeLang, type NotificationTarget, type PushMessage } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { renderNotifications } from '../notification/service';

/** The shop page a notification opens (apps/shop/src/app/links.ts); the notification list otherwise. */
export function targetUrl(target: NotificationTarget | null): string {
  switch (target?.kind) {
    case 'order':
      return `/orderInfo/${target.id}`;
    case 'recharge':
      return `/topUpRecord?id=${target.id}`;
    case 'extract':
      return `/depositRecord?id=${target.id}`;
    case 'product':
      return `/detail/${target.id}`;
    case 'chat':
      return `/chat/${target.id}`;
    case 'flash':
      return '/flash';
    default:
      return '/notification';
  }
}

/**
 * What notification `id` pushes: its title and text rendered like the notification list does, in
 * the language of the shopper's profile (not of whoever caused it), and the page it opens.
 * Undefined when the notification is gone.
 */
export async function pushMessageOf(
  db: DbOrTrx,
  id: number,
): Promise<{ userId: number; message: PushMessage } | undefined> {
  const row = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'notifications.type',
      'notifications.title',
      'notifications.content',
      'notifications.params',
      'notifications.ref',
      'notifications.is_read',
      'notifications.createtime',
      'users.lang',
    ])
    .where('notifications.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [shown] = await renderNotifications(db, [row], normalizeLang(row.lang) ?? DEFAULT_LANG);
  return { userId: row.user_id, message: { title: shown!.title, body: shown!.content, url: targetUrl(shown!.target) } };
}

import type { Lang, Notification, NotificationReadBody, Page, PageQuery, NotificationType } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { isMessageKey, translate, type MessageParams } from '../../i18n';
import { pageArgs, toPage } from '../../lib/pagination';

/** Text written before keys were stored (params '') is shown as it was written. */
function render(lang: Lang, text: string, params: MessageParams | undefined): string {
  return params && isMessageKey(text) ? translate(lang, text, params).trim() : text;
}

function parseParams(raw: string): MessageParams | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as MessageParams;
  } catch {
    return undefined;
  }
}

const wireType = (type: string): NotificationType => (type === 'withdrawal' ? 'extract' : (type as NotificationType));

/** The newest first, in the reader's language. */
export async function listNotifications(
  db: DbOrTrx,
  userId: number,
  query: PageQuery,
  lang: Lang,
): Promise<Page<Notification>> {
  const args = pageArgs(query);
  const base = db.selectFrom('notifications').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'title', 'content', 'params', 'is_read', 'createtime'])
      .orderBy('createtime', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((row) => {
    const params = parseParams(row.params);
    return {
      id: row.id,
      type: wireType(row.type),
      title: render(lang, row.title, params),
      content: render(lang, row.content, params),
      is_read: row.is_read === 1,
      createtime: row.createtime,
    };
  });
  return toPage(data, Number(count.n), args);
}

/** Marks the given ids (the caller's own only; others are silently not touched) or all as read. */
export async function markRead(db: DbOrTrx, userId: number, body: NotificationReadBody): Promise<number> {
  let update = db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0);
  if (!body.all) {
    const ids = body.ids ?? [];
    if (ids.length === 0) return 0;
    update = update.where('id', 'in', ids);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

import type {
  Lang,
  Notification,
  NotificationReadBody,
  NotificationTarget,
  NotificationType,
  Page,
  PageQuery,
} from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { renderStored } from '../../i18n';
import { pageArgs, toPage } from '../../lib/pagination';
import { pickText } from '../../lib/translated-text';

const wireType = (type: string): NotificationType => (type === 'withdrawal' ? 'extract' : (type as NotificationType));

/** `order:12`, `refund:3`, `recharge:5`, `withdrawal:7`, `product:9`, `chat:4`, `flash:2` (the `ref` notify stored) as kind and id. */
function parseRef(ref: string): { kind: string; id: number } | undefined {
  const match = /^(order|refund|recharge|withdrawal|product|chat|flash):(\d+)$/.exec(ref);
  return match ? { kind: match[1]!, id: Number(match[2]) } : undefined;
}

/**
 * What each notification opens. A refund's news opens its order (where the refund shows), so
 * the page's refunds are looked up in one query.
 */
async function targetsOf(db: DbOrTrx, refs: string[]): Promise<Array<NotificationTarget | null>> {
  const parsed = refs.map(parseRef);
  const refundIds = parsed.flatMap((r) => (r?.kind === 'refund' ? [r.id] : []));
  const refundOrders = new Map<number, number>();
  if (refundIds.length > 0) {
    const rows = await db.selectFrom('refunds').select(['id', 'order_id']).where('id', 'in', refundIds).execute();
    for (const row of rows) refundOrders.set(row.id, row.order_id);
  }
  return parsed.map((r): NotificationTarget | null => {
    if (!r) return null;
    if (r.kind === 'order') return { kind: 'order', id: r.id };
    if (r.kind === 'recharge') return { kind: 'recharge', id: r.id };
    if (r.kind === 'product') return { kind: 'product', id: r.id };
    if (r.kind === 'chat') return { kind: 'chat', id: r.id };
    if (r.kind === 'flash') return { kind: 'flash', id: r.id };
    if (r.kind === 'withdrawal') return { kind: 'extract', id: r.id };
    const orderId = refundOrders.get(r.id);
    return orderId === undefined ? null : { kind: 'order', id: orderId };
  });
}

/**
 * Alerts on favourites name their product in the reader's language, as it is titled now; the
 * title stored with the alert stays for a product since deleted.
 */
async function productTitles(db: DbOrTrx, refs: string[], lang: Lang): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      refs.flatMap((ref) => {
        const parsed = parseRef(ref);
        return parsed?.kind === 'product' ? [parsed.id] : [];
      }),
    ),
  ];
  const titles = new Map<number, string>();
  if (ids.length === 0) return titles;
  const rows = await db.selectFrom('products').select(['id', 'title', 'title_i18n']).where('id', 'in', ids).execute();
  for (const row of rows) titles.set(row.id, pickText(row.title_i18n, lang, row.title));
  return titles;
}

/** A stored notification as its reader sees it. */
export interface StoredNotification {
  id: number;
  type: string;
  title: string;
  content: string;
  params: string;
  ref: string;
  is_read: number;
  createtime: number;
}

/** Stored notifications in the reader's language, with what each opens (the list, and their push messages). */
export async function renderNotifications(
  db: DbOrTrx,
  rows: StoredNotification[],
  lang: Lang,
): Promise<Notification[]> {
  const refs = rows.map((row) => row.ref);
  const [targets, titles] = await Promise.all([targetsOf(db, refs), productTitles(db, refs, lang)]);
  return rows.map((row, i) => {
    const target = targets[i] ?? null;
    const title = target?.kind === 'product' ? titles.get(target.id) : undefined;
    const current = title !== undefined ? { title } : undefined;
    return {
      id: row.id,
      type: wireType(row.type),
      title: renderStored(lang, row.title, row.params, current),
      content: renderStored(lang, row.content, row.params, current),
      target,
      is_read: row.is_read === 1,
      createtime: row.createtime,
    };
  });
}

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
      .select(['id', 'type', 'title', 'content', 'params', 'ref', 'is_read', 'createtime'])
      .orderBy('createtime', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await renderNotifications(db, rows, lang), Number(count.n), args);
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

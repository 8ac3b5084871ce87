import type { FlashItem, FlashItemListQuery, FlashSession, Lang, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import { flashSessionIn } from '../catalog/product-flash';
import { remindedOf } from './reminders';
import { itemRows, renderItem, renderSession } from './render';

/** How far ahead `flash/sessions` looks for upcoming sessions. */
const AHEAD_SECONDS = 86_400;

/** The live session and those starting in the next 24 hours, earliest first; `reminded` for a signed-in caller. */
export async function listSessions(db: DbOrTrx, now: number, userId?: number): Promise<FlashSession[]> {
  const rows = await db
    .selectFrom('flash_sessions')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where(flashSessionIn('flash_sessions', ['upcoming', 'live'], now))
    .where('starts_at', '<=', now + AHEAD_SECONDS)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  if (userId === undefined) return rows.map((r) => renderSession(r, now));
  const reminded = await remindedOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...renderSession(r, now), reminded: reminded.has(r.id) }));
}

/** A page of a session's items whose products a shopper may see (on sale, in an open shop), in the order added. */
export async function listItems(db: DbOrTrx, query: FlashItemListQuery, lang: Lang): Promise<Page<FlashItem>> {
  const args = pageArgs(query);
  const visible = db
    .selectFrom('flash_items as fi')
    .innerJoin('products', 'products.id', 'fi.product_id')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .where('fi.session_id', '=', query.session_id)
    .where('products.status', '=', 'on')
    .where('shops.status', '=', 'normal');
  const [count, ids] = await Promise.all([
    visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    visible.select('fi.id').orderBy('fi.id', 'asc').limit(args.limit).offset(args.offset).execute(),
  ]);
  const rows = ids.length
    ? await itemRows(db)
        .where(
          'fi.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('fi.id', 'asc')
        .execute()
    : [];
  return toPage(
    rows.map((r) => renderItem(r, lang)),
    Number(count.n),
    args,
  );
}

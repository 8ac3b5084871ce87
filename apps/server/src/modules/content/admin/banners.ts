import type { AdminBanner, AdminBannerSave, AdminListQuery, Page } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { pageArgs, toPage } from '../../../lib/pagination';
import { assertImageUrl, assertLink, likePattern, notFound, saveRow, statusFilter } from '../../../lib/admin-rows';

const COLUMNS = ['id', 'title', 'subtitle', 'image', 'link', 'sort', 'status', 'createtime'] as const;
const toBanner = (row: Omit<AdminBanner, 'status'> & { status: string }): AdminBanner => ({
  ...row,
  status: row.status === 'normal' ? 'normal' : 'hidden',
});

/** banner/list: in the shop's order (sort, then id); keyword: part of the title. */
export async function bannerList(db: DbOrTrx, query: AdminListQuery): Promise<Page<AdminBanner>> {
  const args = pageArgs(query);
  let base = db.selectFrom('banners');
  const status = statusFilter(query);
  if (status) base = base.where('status', '=', status);
  const like = likePattern(query);
  if (like) base = base.where((eb) => eb(eb.fn('lower', ['title']), 'like', like));
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('sort').orderBy('id').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toBanner), Number(count.n), args);
}

export async function bannerDetail(db: DbOrTrx, id: number): Promise<AdminBanner> {
  const row = await db.selectFrom('banners').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toBanner(row);
}

export async function saveBanner(trx: Trx, body: AdminBannerSave) {
  const before = body.id === undefined ? undefined : await bannerDetail(trx, body.id);
  const values = {
    title: body.title.trim(),
    // A client that knows no subtitle keeps the stored one.
    subtitle: (body.subtitle ?? before?.subtitle ?? '').trim(),
    image: await assertImageUrl(trx, body.image, before?.image),
    link: assertLink(body.link ?? ''),
    sort: body.sort ?? 0,
    status: body.status ?? 'normal',
  };
  return saveRow(trx, 'banners', body.id, values, bannerDetail);
}

export async function deleteBanner(trx: Trx, id: number): Promise<AdminBanner> {
  const before = await bannerDetail(trx, id);
  await trx.deleteFrom('banners').where('id', '=', id).execute();
  return before;
}

import type { AdminListQuery, AdminPromo, AdminPromoSave, Page } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/money';
import { pageArgs, toPage } from '../../../lib/pagination';
import type { PromoRow } from '../../promo/evaluate';
import { cents, likePattern, notFound, saveRow, statusFilter } from '../../../lib/admin-rows';

const toPromo = (row: PromoRow): AdminPromo => ({
  ...row,
  type: row.type === 'percent' ? 'percent' : 'fixed',
  amount: formatMoney(row.amount),
  min_spend: formatMoney(row.min_spend),
  status: row.status === 'normal' ? 'normal' : 'hidden',
});

/** promo/list: newest first; keyword: part of the code. */
export async function promoList(db: DbOrTrx, query: AdminListQuery): Promise<Page<AdminPromo>> {
  const args = pageArgs(query);
  let base = db.selectFrom('promo_codes');
  const status = statusFilter(query);
  if (status) base = base.where('status', '=', status);
  const like = likePattern(query);
  if (like) base = base.where((eb) => eb(eb.fn('lower', ['code']), 'like', like));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toPromo), Number(count.n), args);
}

export async function promoDetail(db: DbOrTrx, id: number): Promise<AdminPromo> {
  const row = await db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toPromo(row);
}

/** The stored values of a valid body: codes upper case (checkout upper-cases what shoppers type), money in cents. */
async function promoValues(trx: Trx, body: AdminPromoSave) {
  const code = body.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,32}$/.test(code)) throw new BusinessError('content_admin.code_format', { field: 'code' });
  const taken = await trx.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirst();
  if (taken && taken.id !== body.id) throw new BusinessError('content_admin.code_taken', { field: 'code' });
  const fixed = body.type === 'fixed';
  const amount = fixed ? cents(body.amount, 'amount') : 0;
  if (fixed && amount <= 0) throw new BusinessError('content_admin.amount_required', { field: 'amount' });
  const percent = fixed ? 0 : (body.percent ?? 0);
  if (!fixed && (percent < 1 || percent > 100)) {
    throw new BusinessError('content_admin.percent_required', { field: 'percent' });
  }
  const starttime = body.starttime ?? 0;
  const endtime = body.endtime ?? 0;
  if (endtime && endtime <= starttime) throw new BusinessError('content_admin.time_order', { field: 'endtime' });
  const shopId = body.shop_id ?? null;
  if (shopId !== null) {
    const shop = await trx.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
    if (!shop) throw notFound('shop_id');
  }
  return {
    code,
    type: body.type,
    amount,
    percent,
    shop_id: shopId,
    min_spend: cents(body.min_spend, 'min_spend'),
    starttime,
    endtime,
    per_user_limit: body.per_user_limit ?? 1,
    total_limit: body.total_limit ?? 0,
    status: body.status ?? 'normal',
  };
}

export async function savePromo(trx: Trx, body: AdminPromoSave) {
  if (body.id !== undefined) await promoDetail(trx, body.id);
  return saveRow(trx, 'promo_codes', body.id, await promoValues(trx, body), promoDetail);
}

/** Uses count against per-shopper limits and orders name their code: a used code is hidden, never deleted. */
export async function deletePromo(trx: Trx, id: number): Promise<AdminPromo> {
  const before = await promoDetail(trx, id);
  const used = await trx
    .selectFrom('promo_code_uses')
    .select('id')
    .where('promo_code_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  const ordered = await trx
    .selectFrom('orders')
    .select('id')
    .where('promo_code_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (used || ordered || before.used_count > 0) throw new BusinessError('content_admin.promo_in_use');
  await trx.deleteFrom('promo_codes').where('id', '=', id).execute();
  return before;
}

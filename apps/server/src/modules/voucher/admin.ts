import {
  VOUCHER_PERCENT_MAX,
  VOUCHER_PERCENT_MIN,
  type AdminVoucher,
  type AdminVoucherListQuery,
  type AdminVoucherSave,
  type Lang,
  type Page,
} from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney, parseMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { assertShopAccess, shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { renderVoucher, voucherShops, type VoucherRow } from './render';

const refuse = (key: ConstructorParameters<typeof BusinessError>[0], field: string, params?: Record<string, number>) =>
  new BusinessError(key, { field, ...(params ? { params } : {}) });

/** A request amount in cents, ≥ 0; `undefined` stays undefined. */
function cents(input: unknown, field: string): number | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  const value = parseMoney(input);
  if (value === undefined) throw refuse('voucher.money_invalid', field);
  return value;
}

/** The voucher's `value`: a whole percent 1–90, or an amount above zero in cents. */
function valueOf(body: AdminVoucherSave): number {
  if (body.kind === 'percent') {
    const percent = Number(body.value);
    if (!Number.isInteger(percent) || percent < VOUCHER_PERCENT_MIN || percent > VOUCHER_PERCENT_MAX) {
      throw refuse('voucher.percent_range', 'value', { min: VOUCHER_PERCENT_MIN, max: VOUCHER_PERCENT_MAX });
    }
    return percent;
  }
  const amount = parseMoney(body.value);
  if (!amount) throw refuse('voucher.value_invalid', 'value');
  return amount;
}

/** The shop a saved voucher is for: a merchant's own for a shop voucher; none for the platform's. */
async function shopOf(db: DbOrTrx, admin: AdminIdentity, body: AdminVoucherSave): Promise<number | null> {
  if (admin.role !== 'admin') {
    if (body.scope !== 'shop') throw refuse('voucher.merchant_shop_only', 'scope');
    if (body.shop_id != null && body.shop_id !== admin.shopId) throw refuse('voucher.merchant_shop_only', 'shop_id');
    if (!admin.shopId) throw new BusinessError('common.no_permission');
    return admin.shopId;
  }
  if (body.scope !== 'shop') return null;
  if (!body.shop_id) throw refuse('voucher.shop_needed', 'shop_id');
  const shop = await db.selectFrom('shops').select('id').where('id', '=', body.shop_id).executeTakeFirst();
  if (!shop) throw refuse('catalog.shop_not_found', 'shop_id');
  return shop.id;
}

/** The checked row values of a save, or the localized refusal of the first thing wrong. */
async function checkedValues(db: DbOrTrx, admin: AdminIdentity, body: AdminVoucherSave) {
  const shopId = await shopOf(db, admin, body);
  const title = body.title.trim();
  if (!title) throw refuse('voucher.title_empty', 'title');
  const value = valueOf(body);
  const maxDiscount = cents(body.max_discount, 'max_discount') ?? null;
  const minSpend = cents(body.min_spend, 'min_spend') ?? 0;
  if (body.ends_at <= body.starts_at) throw refuse('voucher.window_invalid', 'ends_at');
  if (body.total < 1) throw refuse('voucher.total_min', 'total');
  if (body.per_user < 1) throw refuse('voucher.per_user_min', 'per_user');
  return {
    scope: body.scope,
    shop_id: shopId,
    title,
    kind: body.kind,
    value,
    max_discount: body.kind === 'percent' ? maxDiscount : null,
    min_spend: minSpend,
    starts_at: body.starts_at,
    ends_at: body.ends_at,
    total: body.total,
    per_user: body.per_user,
  };
}

/** A voucher the operator may touch: any for an admin, its own shop's for a merchant. */
async function ownVoucher(db: DbOrTrx, admin: AdminIdentity, id: number): Promise<VoucherRow> {
  const row = await db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw refuse('voucher.not_found', 'id');
  assertShopAccess(admin, row.shop_id);
  return row;
}

/**
 * Makes a voucher, or edits one (`id`). An edit never lowers `total` below what was collected:
 * the update is conditional (`collected <= total`), so a collect at the same moment cannot slip
 * under it. A changed title drops the other languages' titles (they no longer say the same).
 */
export async function saveVoucher(
  trx: Trx,
  admin: AdminIdentity,
  body: AdminVoucherSave,
  lang: Lang,
  now: number,
): Promise<AdminVoucher> {
  const values = await checkedValues(trx, admin, body);
  let id = body.id;
  if (id === undefined) {
    const row = await trx
      .insertInto('vouchers')
      .values({ ...values, admin_id: admin.id, createtime: now, updatetime: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    const before = await ownVoucher(trx, admin, id);
    const updated = await trx
      .updateTable('vouchers')
      .set({ ...values, ...(before.title !== values.title ? { titles: '{}' } : {}), updatetime: now })
      .where('id', '=', id)
      .where('collected', '<=', values.total)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) {
      const { collected } = await trx
        .selectFrom('vouchers')
        .select('collected')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      throw refuse('voucher.total_below_collected', 'total', { count: collected });
    }
  }
  const [voucher] = await adminVouchers(trx, [await ownVoucher(trx, admin, id)], lang);
  return voucher!;
}

/** Stops a voucher: it can no longer be collected, and unused copies no longer apply (expired). */
export async function stopVoucher(
  trx: Trx,
  admin: AdminIdentity,
  id: number,
  lang: Lang,
  now: number,
): Promise<AdminVoucher> {
  await ownVoucher(trx, admin, id);
  await trx.updateTable('vouchers').set({ stopped: 1, updatetime: now }).where('id', '=', id).execute();
  const [voucher] = await adminVouchers(trx, [await ownVoucher(trx, admin, id)], lang);
  return voucher!;
}

/** The console's list: a merchant sees its own shop's vouchers, an admin all or by scope and shop; newest first. */
export async function adminVoucherList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminVoucherListQuery,
  lang: Lang,
): Promise<Page<AdminVoucher>> {
  const args = pageArgs(query);
  const scoped = shopScope(admin);
  let q = db.selectFrom('vouchers');
  if (scoped !== undefined) q = q.where('shop_id', '=', scoped);
  else if (query.shop_id !== undefined) q = q.where('shop_id', '=', query.shop_id);
  if (query.scope) q = q.where('scope', '=', query.scope);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute(),
  ]);
  return toPage(await adminVouchers(db, rows, lang), Number(count.n), args);
}

/** Vouchers with their use: collected, spent on orders not cancelled, and what they took off those orders. */
async function adminVouchers(db: DbOrTrx, rows: readonly VoucherRow[], lang: Lang): Promise<AdminVoucher[]> {
  const ids = rows.map((r) => r.id);
  const [cards, uses] = await Promise.all([
    voucherShops(db, rows, undefined),
    ids.length
      ? db
          .selectFrom('order_vouchers as ov')
          .innerJoin('orders as o', 'o.id', 'ov.order_id')
          .select([
            'ov.voucher_id',
            sql<number>`count(distinct ov.user_voucher_id)`.as('used'),
            (eb) => eb.fn.sum<number>('ov.amount').as('amount'),
          ])
          .where('ov.voucher_id', 'in', ids)
          .where('o.status', '!=', 'cancelled')
          .groupBy('ov.voucher_id')
          .execute()
      : [],
  ]);
  const byVoucher = new Map(uses.map((u) => [u.voucher_id, u]));
  return rows.map((row) => {
    const { collected: _collected, ...voucher } = renderVoucher(row, lang, cards);
    const use = byVoucher.get(row.id);
    return {
      ...voucher,
      shop_id: row.shop_id,
      stopped: Boolean(row.stopped),
      collected_count: row.collected,
      used_count: Number(use?.used ?? 0),
      discount_total: formatMoney(Number(use?.amount ?? 0)),
      createtime: row.createtime,
    };
  });
}

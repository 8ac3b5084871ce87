import type { Lang, MyVoucher, MyVoucherListQuery, Page, Voucher, VoucherListQuery } from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { pageArgs, toPage } from '../../lib/pagination';
import { renderMyVouchers, renderVoucher, unusedCounts, voucherShops } from './render';

/** The most vouchers `voucher/list` answers (oldest end first). */
const LIST_MAX = 100;

/** The shop a `product_id` filter stands for; an unknown product is refused. */
async function shopOfProduct(db: DbOrTrx, productId: number): Promise<number> {
  const product = await db.selectFrom('products').select('shop_id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw new BusinessError('catalog.product_not_found', { field: 'product_id' });
  return product.shop_id;
}

/**
 * Vouchers that can be collected now (started, not ended, not stopped, some left). `shop_id`:
 * that shop's and the platform's (platform and shipping); `product_id`: those that can apply to it
 * (its shop's and the platform's). `collected` counts the caller's unused ones, 0 without a token.
 */
export async function listVouchers(
  db: DbOrTrx,
  query: VoucherListQuery,
  userId: number | undefined,
  lang: Lang,
  now: number,
): Promise<Voucher[]> {
  const shops = new Set<number>();
  if (query.shop_id !== undefined) shops.add(query.shop_id);
  if (query.product_id !== undefined) shops.add(await shopOfProduct(db, query.product_id));
  // A product of another shop than `shop_id`: only the platform's apply to both.
  const shopFilter = shops.size > 1 ? -1 : [...shops][0];
  let q = db
    .selectFrom('vouchers')
    .selectAll()
    .where('stopped', '=', 0)
    .where('starts_at', '<=', now)
    .where('ends_at', '>=', now)
    .where(sql<boolean>`collected < total`);
  if (shopFilter !== undefined) {
    q = q.where((eb) =>
      eb.or([
        eb('scope', 'in', ['platform', 'shipping']),
        eb.and([eb('scope', '=', 'shop'), eb('shop_id', '=', shopFilter)]),
      ]),
    );
  }
  const rows = await q.orderBy('ends_at', 'asc').orderBy('id', 'asc').limit(LIST_MAX).execute();
  const [cards, held] = await Promise.all([
    voucherShops(db, rows, userId),
    unusedCounts(
      db,
      userId,
      rows.map((r) => r.id),
      now,
    ),
  ]);
  return rows.map((r) => renderVoucher(r, lang, cards, held.get(r.id) ?? 0));
}

/**
 * Collects one voucher, inside the caller's transaction. The conditional bump of `collected`
 * (`collected < total`) both keeps `total` and locks the voucher's row, so the count of the
 * shopper's copies that follows sees every earlier collect of the same voucher: `per_user`
 * holds too, whatever the number of collects at once. A refusal rolls the bump back.
 */
export async function collectVoucher(
  trx: Trx,
  userId: number,
  id: number,
  lang: Lang,
  now: number,
): Promise<MyVoucher> {
  const voucher = await trx.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!voucher) throw new BusinessError('voucher.not_found', { field: 'id' });
  if (voucher.stopped || now < voucher.starts_at || now > voucher.ends_at) {
    throw new BusinessError('voucher.not_collectable', { field: 'id' });
  }
  const bumped = await trx
    .updateTable('vouchers')
    .set({ collected: sql`collected + 1` })
    .where('id', '=', id)
    .where('stopped', '=', 0)
    .where(sql<boolean>`collected < total`)
    .executeTakeFirst();
  if (!Number(bumped.numUpdatedRows)) throw new BusinessError('voucher.sold_out', { field: 'id' });
  const held = await trx
    .selectFrom('user_vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('voucher_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= voucher.per_user) {
    throw new BusinessError('voucher.per_user', { field: 'id', params: { max: voucher.per_user } });
  }
  const row = await trx
    .insertInto('user_vouchers')
    .values({ user_id: userId, voucher_id: id, status: 'unused', createtime: now })
    .returning(['id', 'voucher_id', 'status', 'order_id', 'createtime'])
    .executeTakeFirstOrThrow();
  const [mine] = await renderMyVouchers(trx, [row], userId, lang, now);
  return mine!;
}

/** The caller's vouchers, newest first; `status` as the contract computes it (expired: unused past its end or stopped). */
export async function myVouchers(
  db: DbOrTrx,
  userId: number,
  query: MyVoucherListQuery,
  lang: Lang,
  now: number,
): Promise<Page<MyVoucher>> {
  const args = pageArgs(query);
  let q = db
    .selectFrom('user_vouchers as uv')
    .innerJoin('vouchers as v', 'v.id', 'uv.voucher_id')
    .where('uv.user_id', '=', userId);
  if (query.status === 'used') q = q.where('uv.status', '=', 'used');
  if (query.status === 'unused') {
    q = q.where('uv.status', '=', 'unused').where('v.stopped', '=', 0).where('v.ends_at', '>=', now);
  }
  if (query.status === 'expired') {
    q = q.where('uv.status', '=', 'unused').where((eb) => eb.or([eb('v.stopped', '=', 1), eb('v.ends_at', '<', now)]));
  }
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(['uv.id', 'uv.voucher_id', 'uv.status', 'uv.order_id', 'uv.createtime'])
      .orderBy('uv.id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
  ]);
  return toPage(await renderMyVouchers(db, rows, userId, lang, now), Number(count.n), args);
}

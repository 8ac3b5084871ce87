import type { Lang, MyVoucher, ShopCard, Voucher } from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx, VouchersTable } from '../../db';
import { formatMoney } from '../../lib/money';
import { shopCardOf, shopCards } from '../cart/shop-cards';
import { myVoucherStatus } from './rules';

export type VoucherRow = Selectable<VouchersTable>;

/** The title in `lang` when the voucher has one, else as saved. */
export function titleOf(row: Pick<VoucherRow, 'title' | 'titles'>, lang: Lang): string {
  try {
    const titles = JSON.parse(row.titles || '{}') as Record<string, string>;
    return titles[lang]?.trim() || row.title;
  } catch {
    return row.title;
  }
}

/** The contract's Voucher; `collected` is what the reader holds unused. */
export function renderVoucher(row: VoucherRow, lang: Lang, shops: Map<number, ShopCard>, collected = 0): Voucher {
  return {
    id: row.id,
    scope: row.scope as Voucher['scope'],
    shop: row.shop_id === null ? null : shopCardOf(shops, row.shop_id),
    title: titleOf(row, lang),
    kind: row.kind as Voucher['kind'],
    value: row.kind === 'percent' ? row.value : formatMoney(row.value),
    max_discount: row.max_discount === null ? null : formatMoney(row.max_discount),
    min_spend: formatMoney(row.min_spend),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    total: row.total,
    remaining: Math.max(0, row.total - row.collected),
    per_user: row.per_user,
    collected,
  };
}

/** The shop cards of these vouchers, with `followed` for the reader. */
export function voucherShops(db: DbOrTrx, rows: readonly VoucherRow[], userId: number | undefined) {
  return shopCards(
    db,
    rows.flatMap((r) => (r.shop_id === null ? [] : [r.shop_id])),
    userId ?? 0,
  );
}

/** My vouchers, with their vouchers in `lang`. */
export async function renderMyVouchers(
  db: DbOrTrx,
  rows: readonly {
    id: number;
    voucher_id: number;
    status: string;
    order_id: number | null;
    createtime: number;
  }[],
  userId: number,
  lang: Lang,
  now: number,
): Promise<MyVoucher[]> {
  const ids = [...new Set(rows.map((r) => r.voucher_id))];
  const vouchers = ids.length ? await db.selectFrom('vouchers').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(vouchers.map((v) => [v.id, v]));
  const shops = await voucherShops(db, vouchers, userId);
  const held = await unusedCounts(db, userId, ids, now);
  return rows.map((r) => {
    const voucher = byId.get(r.voucher_id)!;
    return {
      id: r.id,
      voucher: renderVoucher(voucher, lang, shops, held.get(voucher.id) ?? 0),
      status: myVoucherStatus(r.status, voucher, now),
      order_id: r.order_id,
      createtime: r.createtime,
    };
  });
}

/** How many of each voucher the user holds unused and still valid. */
export async function unusedCounts(
  db: DbOrTrx,
  userId: number | undefined,
  voucherIds: readonly number[],
  now: number,
): Promise<Map<number, number>> {
  if (!userId || !voucherIds.length) return new Map();
  const rows = await db
    .selectFrom('user_vouchers as uv')
    .innerJoin('vouchers as v', 'v.id', 'uv.voucher_id')
    .select(['uv.voucher_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('uv.user_id', '=', userId)
    .where('uv.status', '=', 'unused')
    .where('uv.voucher_id', 'in', [...voucherIds])
    .where('v.stopped', '=', 0)
    .where('v.ends_at', '>=', now)
    .groupBy('uv.voucher_id')
    .execute();
  return new Map(rows.map((r) => [r.voucher_id, Number(r.n)]));
}

import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import type { AppliedVoucher } from './apply';

/**
 * Spends the applied vouchers on the orders just placed, inside the order's transaction: each
 * my-voucher turns `used` by a conditional update (`status = 'unused'`), so when two checkouts race
 * with the same voucher one wins and the other is refused and rolls back. What each voucher took
 * off each order is kept (order_vouchers) for settlement, give-back and the console's sums.
 */
export async function spendVouchers(
  trx: Trx,
  userId: number,
  paySn: string,
  orderIdOfShop: ReadonlyMap<number, number>,
  spent: readonly AppliedVoucher[],
  now: number,
): Promise<void> {
  for (const applied of spent) {
    const orders = [...applied.byShop].map(([shopId, amount]) => ({ orderId: orderIdOfShop.get(shopId)!, amount }));
    const first = orders.find((o) => o.amount > 0) ?? orders[0]!;
    const taken = await trx
      .updateTable('user_vouchers')
      .set({ status: 'used', order_id: first.orderId, pay_sn: paySn, usetime: now })
      .where('id', '=', applied.userVoucherId)
      .where('user_id', '=', userId)
      .where('status', '=', 'unused')
      .executeTakeFirst();
    if (!Number(taken.numUpdatedRows)) throw new BusinessError('voucher.unusable_used', { field: 'vouchers' });
    // A voucher that took nothing off an order is kept on the first one only, so it comes back with it.
    const rows = orders.filter((o) => o.amount > 0 || o === first);
    await trx
      .insertInto('order_vouchers')
      .values(
        rows.map((o) => ({
          order_id: o.orderId,
          user_voucher_id: applied.userVoucherId,
          voucher_id: applied.voucherId,
          scope: applied.scope,
          amount: o.amount,
          createtime: now,
        })),
      )
      .execute();
  }
}

/**
 * Gives back the vouchers of an unpaid order being cancelled (in its transaction): a voucher comes
 * back unused once none of the orders it was spent on is still alive (a platform or shipping
 * voucher shared by a checkout's orders: when the last of them is cancelled), and only while it is
 * still valid (not stopped, not ended); otherwise it stays used on the cancelled order.
 */
export async function releaseVouchers(trx: Trx, orderId: number, now: number): Promise<void> {
  const uses = await trx
    .selectFrom('order_vouchers')
    .select('user_voucher_id')
    .where('order_id', '=', orderId)
    .execute();
  for (const { user_voucher_id: id } of uses) {
    const alive = await trx
      .selectFrom('order_vouchers as ov')
      .innerJoin('orders as o', 'o.id', 'ov.order_id')
      .select('o.id')
      .where('ov.user_voucher_id', '=', id)
      .where('o.id', '!=', orderId)
      .where('o.status', '!=', 'cancelled')
      .executeTakeFirst();
    if (alive) continue;
    await trx
      .updateTable('user_vouchers')
      .set({ status: 'unused', order_id: null, pay_sn: '', usetime: 0 })
      .where('id', '=', id)
      .where('status', '=', 'used')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('vouchers as v')
            .select('v.id')
            .whereRef('v.id', '=', 'user_vouchers.voucher_id')
            .where('v.stopped', '=', 0)
            .where('v.ends_at', '>=', now),
        ),
      )
      .execute();
  }
}

/** What vouchers of these scopes took off an order, in cents. */
async function voucherAmount(db: DbOrTrx, orderId: number, scopes: string[]): Promise<number> {
  const row = await db
    .selectFrom('order_vouchers')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('sum'))
    .where('order_id', '=', orderId)
    .where('scope', 'in', scopes)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** What the platform's vouchers (platform and shipping) took off an order: the platform's cost, in cents. */
export const platformVoucherCost = (db: DbOrTrx, orderId: number) =>
  voucherAmount(db, orderId, ['platform', 'shipping']);

/** What a shipping voucher took off an order's freight, in cents. */
export const shippingVoucherOf = (db: DbOrTrx, orderId: number) => voucherAmount(db, orderId, ['shipping']);

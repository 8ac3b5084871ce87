import type { AdminDashboard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { startOfZonedDay } from '../../lib/time-zone';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';

async function countWhere(db: DbOrTrx, table: 'recharges' | 'withdrawals'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'auditing')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The console's first screen; "today" is the platform time zone's (PLATFORM_TIME_ZONE). Orders and refunds are scoped to a merchant's shop; the
 * wallet queues are the admin's alone, so a merchant gets null there rather than a
 * platform-wide count it has no business seeing.
 */
export async function dashboard(db: DbOrTrx, admin: AdminIdentity, timeZone: string): Promise<AdminDashboard> {
  const shopId = shopScope(admin);
  const orders = shopId === undefined ? db.selectFrom('orders') : db.selectFrom('orders').where('shop_id', '=', shopId);
  const refunds =
    shopId === undefined ? db.selectFrom('refunds') : db.selectFrom('refunds').where('shop_id', '=', shopId);
  const [today, toShip, toHandle] = await Promise.all([
    orders
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('sales')])
      .where('paytime', '>=', startOfZonedDay(timeZone, nowSeconds()))
      .executeTakeFirstOrThrow(),
    orders
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'waiting_deliver')
      .executeTakeFirstOrThrow(),
    refunds
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['pending', 'return_shipping'])
      .executeTakeFirstOrThrow(),
  ]);
  const isAdmin = admin.role === 'admin';
  return {
    today_orders: Number(today.n),
    today_sales: formatMoney(Number(today.sales ?? 0)),
    pending_recharges: isAdmin ? await countWhere(db, 'recharges') : null,
    pending_withdrawals: isAdmin ? await countWhere(db, 'withdrawals') : null,
    orders_to_ship: Number(toShip.n),
    refunds_to_handle: Number(toHandle.n),
  };
}

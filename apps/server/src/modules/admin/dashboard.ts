import type { AdminDashboard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';

/** Unix seconds of the server's last local midnight: "today" as the operator's day. */
function startOfToday(): number {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return Math.floor(midnight.getTime() / 1000);
}

async function countWhere(db: DbOrTrx, table: 'recharges' | 'withdrawals'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'auditing')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The console's first screen. Orders and refunds are scoped to a merchant's shop; the
 * wallet queues are the admin's alone, so a merchant gets null there rather than a
 * platform-wide count it has no business seeing.
 */
export async function dashboard(db: DbOrTrx, admin: AdminIdentity): Promise<AdminDashboard> {
  const shopId = shopScope(admin);
  const orders = shopId === undefined ? db.selectFrom('orders') : db.selectFrom('orders').where('shop_id', '=', shopId);
  const refunds =
    shopId === undefined ? db.selectFrom('refunds') : db.selectFrom('refunds').where('shop_id', '=', shopId);
  const [today, toShip, toHandle] = await Promise.all([
    orders
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('sales')])
      .where('paytime', '>=', startOfToday())
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

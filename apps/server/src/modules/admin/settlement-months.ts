import { toCents, type MonthlySettlement, type MonthlySettlementQuery } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { isoMonth, zonedDate, zonedMidnight } from '../../lib/time-zone';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { settlement } from './settlement';

/**
 * settlement/monthly: the settlement's totals (orders, gross, refunds, fee, net) for each calendar
 * month of the platform's zone, this month first and `months` long. Each month is the settlement
 * call's own period [first day, first day of the next), so the statement and a month's settlement
 * always agree. A merchant reads its own shop; an admin one shop or the whole platform.
 */
export async function monthlySettlement(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: MonthlySettlementQuery,
  timeZone: string,
  now: number,
): Promise<MonthlySettlement> {
  const today = zonedDate(timeZone, now);
  const months = [];
  for (let i = 0; i < (query.months ?? 12); i += 1) {
    const first = { year: today.year, month: today.month - i, day: 1 };
    const start = zonedMidnight(timeZone, first);
    const end = zonedMidnight(timeZone, { ...first, month: first.month + 1 });
    const totals = await settlement(db, admin, { shop_id: query.shop_id, start, end });
    months.push({
      month: isoMonth(zonedDate(timeZone, start)),
      start,
      end,
      orders: totals.orders,
      gross: totals.gross,
      refunds: totals.refunds,
      fee: totals.fee,
      net: totals.net,
      net_cents: Number(toCents(totals.net)),
    });
  }
  const shopId = shopScope(admin) ?? query.shop_id;
  return { shop_id: shopId !== undefined && shopId > 0 ? shopId : null, time_zone: timeZone, months };
}

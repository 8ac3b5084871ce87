import type { DbOrTrx } from '../../db';
import { parseMoney } from '../../lib/money';

/** The automatic transitions' delays, from the operator's settings (AdminSettings), with the product's defaults. */
const DEFAULTS = { auto_cancel_minutes: 30, auto_confirm_days: 10, auto_complete_days: 7 } as const;
type TimerSetting = keyof typeof DEFAULTS;

async function setting(db: DbOrTrx, key: TimerSetting): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const value = Number(row?.value);
  return Number.isInteger(value) && value > 0 ? value : DEFAULTS[key];
}

const MINUTE = 60;
const DAY = 86_400;

/** Seconds an unpaid order waits before it is cancelled. */
export const autoCancelDelay = async (db: DbOrTrx) => (await setting(db, 'auto_cancel_minutes')) * MINUTE;
/** Seconds after shipping when a delivered order counts as received. */
export const autoConfirmDelay = async (db: DbOrTrx) => (await setting(db, 'auto_confirm_days')) * DAY;
/** Seconds after receipt when a received order completes. */
export const autoCompleteDelay = async (db: DbOrTrx) => (await setting(db, 'auto_complete_days')) * DAY;

/** The platform's commission on what a shop sells when no rate is set: 1%, in basis points. */
export const DEFAULT_COMMISSION_BP = 100;

/**
 * The platform's commission on a settled order, in basis points (100 = 1%), from the
 * `commission_rate` setting (a percent with at most two decimals, like the withdrawal `fee_rate`,
 * which is a different charge).
 */
export async function commissionRateBp(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'commission_rate').executeTakeFirst();
  const bp = parseMoney(row?.value);
  return bp !== undefined && bp <= 100_00 ? bp : DEFAULT_COMMISSION_BP;
}

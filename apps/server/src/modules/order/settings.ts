import type { DbOrTrx } from '../../db';

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

import type { App } from '../../app-types';
import type { Db } from '../../db';
import { nowSeconds } from '../../lib/time';
import { KNOWN_ADDRESS_SECONDS } from './known-addresses';

/** Sign-in records are kept a day past their use (a window of 15 minutes is all the limits read). */
const KEEP_SECONDS = 24 * 3600;
const EVERY_MS = 3600_000;

/** Deletes expired tokens, quick tokens and mailed codes, sign-in attempts older than a day and addresses no longer known. */
export async function pruneAccountRecords(db: Db, now = nowSeconds()): Promise<void> {
  const before = now - KEEP_SECONDS;
  await db.deleteFrom('user_tokens').where('expires', '<=', now).execute();
  await db.deleteFrom('quick_tokens').where('expires', '<=', before).execute();
  await db.deleteFrom('ems_codes').where('expires', '<=', before).execute();
  await db.deleteFrom('login_attempts').where('createtime', '<=', before).execute();
  await db
    .deleteFrom('account_addresses')
    .where('last_seen', '<=', now - KNOWN_ADDRESS_SECONDS)
    .execute();
}

/** Runs the pruning hourly in this process (several processes may: deleting twice is harmless). */
export function scheduleAccountHousekeeping(app: App): void {
  const timer = setInterval(() => {
    pruneAccountRecords(app.db).catch((err: unknown) => app.log.error({ err }, 'account housekeeping failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { KvStore } from '../../lib/kv';
import { BusinessError } from '../../lib/errors';
import { RateLimitedError, wholeNumberSetting } from '../../plugins/money-rate-limit';

/** Contract: at most 1 code a minute and 10 a day per email address (for each of its two budgets, below). */
export const EMS_LIMITS = { perMinute: 1, perDay: 10 } as const;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/**
 * The flood guard per client address: a carrier's NAT puts thousands of shoppers behind one
 * address, so it is sized for many of them resetting at once, not for one (EMS_RATE_LIMIT_*).
 */
export interface EmsAddressLimit {
  /** Codes requested from one client address per window, for any emails; 0 turns it off. */
  perAddress: number;
  windowSeconds: number;
}

export const EMS_ADDRESS_LIMIT_DEFAULTS: EmsAddressLimit = { perAddress: 30, windowSeconds: 600 };

export function parseEmsAddressLimit(env: NodeJS.ProcessEnv): EmsAddressLimit {
  const d = EMS_ADDRESS_LIMIT_DEFAULTS;
  return {
    perAddress: wholeNumberSetting(env.EMS_RATE_LIMIT_ADDRESS, d.perAddress, 'EMS_RATE_LIMIT_ADDRESS', 0),
    windowSeconds: wholeNumberSetting(env.EMS_RATE_LIMIT_WINDOW, d.windowSeconds, 'EMS_RATE_LIMIT_WINDOW', 1),
  };
}

/**
 * Which of an email's two budgets a request spends: `own` when it comes from an address the
 * shopper of that email proved to be theirs, `others` for everyone else. A stranger can spend
 * only `others`, so ten requests from anywhere cannot stop the owner's reset from their own device.
 */
export type EmsBudget = 'own' | 'others';

/** Counts one send against the email's budget; refuses past 1 a minute or 10 a day. */
export async function throttleEmail(kv: KvStore, email: string, budget: EmsBudget): Promise<void> {
  const subject = budget === 'own' ? `email:${email}:own` : `email:${email}`;
  if (!(await kv.setIfAbsent(`ems:minute:${subject}`, '1', MINUTE_MS))) {
    throw new BusinessError('ems.too_frequent');
  }
  if ((await kv.incr(`ems:day:${subject}`, DAY_MS)) > EMS_LIMITS.perDay) throw new BusinessError('ems.daily_limit');
}

/** Counts one send against the client address's flood guard: HTTP 429 past it. */
export async function throttleAddress(kv: KvStore, ip: string, limit: EmsAddressLimit): Promise<void> {
  if (limit.perAddress <= 0) return;
  if ((await kv.incr(`ems:address:${ip}`, limit.windowSeconds * 1000)) > limit.perAddress) {
    throw new RateLimitedError();
  }
}

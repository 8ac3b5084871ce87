import type { CardAccount } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { parseMoney } from '../../lib/money';

/**
 * Withdrawal settings from the `settings` table (written by the console), with defaults
 * when a key is absent or unreadable. Stored as text in the wire format:
 * `fee_rate` is a percent with at most two decimals ("1", "0.5"); `extract_min`,
 * `extract_max` and `extract_daily_limit` are money ("10.00").
 */
export interface WithdrawalSettings {
  /** Basis points: 100 = 1%. */
  feeRateBp: number;
  minCents: number;
  maxCents: number;
  dailyLimitCents: number;
}

export const WITHDRAWAL_DEFAULTS: WithdrawalSettings = {
  feeRateBp: 100,
  minCents: 10_00,
  maxCents: 50_000_00,
  dailyLimitCents: 100_000_00,
};

const KEYS = ['fee_rate', 'extract_min', 'extract_max', 'extract_daily_limit'] as const;

export async function withdrawalSettings(db: DbOrTrx): Promise<WithdrawalSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...KEYS])
    .execute();
  const read = (key: (typeof KEYS)[number]) => parseMoney(rows.find((r) => r.key === key)?.value);
  // A percent "1.25" read as money is 125, which is exactly its basis points.
  const feeRateBp = read('fee_rate');
  return {
    feeRateBp: feeRateBp !== undefined && feeRateBp <= 100_00 ? feeRateBp : WITHDRAWAL_DEFAULTS.feeRateBp,
    minCents: read('extract_min') ?? WITHDRAWAL_DEFAULTS.minCents,
    maxCents: read('extract_max') ?? WITHDRAWAL_DEFAULTS.maxCents,
    dailyLimitCents: read('extract_daily_limit') ?? WITHDRAWAL_DEFAULTS.dailyLimitCents,
  };
}

/**
 * Card (manual) top-up settings: `card_recharge_max` (money) caps one request, and
 * `card_accounts` lists where shoppers pay, one line per currency: "USD City Bank 6222 …".
 */
export interface CardTopUpSettings {
  maxCents: number;
  /** The stored text, as the console edits it. */
  accountsText: string;
  accounts: CardAccount[];
}

export const CARD_TOP_UP_MAX_DEFAULT = 50_000_00;

/** Lines of `card_accounts`: the currency is the first word, the account the rest; blank lines are skipped. */
export function parseCardAccounts(text: string): CardAccount[] {
  return text.split('\n').flatMap((line) => {
    const match = /^\s*(\S+)\s+(.*\S)\s*$/.exec(line);
    return match ? [{ currency: match[1]!.toUpperCase(), account: match[2]! }] : [];
  });
}

export async function cardTopUpSettings(db: DbOrTrx): Promise<CardTopUpSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', ['card_recharge_max', 'card_accounts'])
    .execute();
  const max = parseMoney(rows.find((r) => r.key === 'card_recharge_max')?.value);
  const accountsText = rows.find((r) => r.key === 'card_accounts')?.value ?? '';
  return {
    maxCents: max !== undefined && max > 0 ? max : CARD_TOP_UP_MAX_DEFAULT,
    accountsText,
    accounts: parseCardAccounts(accountsText),
  };
}

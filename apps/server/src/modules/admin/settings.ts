import {
  SERVICE_CHANNEL_KEYS,
  type AdminSettingsSaveBody,
  type AdminSettingsView,
  type ServiceChannelKey,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney, parseMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { autoCancelDelay, autoCompleteDelay, autoConfirmDelay, commissionRateBp } from '../order/settings';
import { bpToPercent } from '../wallet/fees';
import { cardTopUpSettings, withdrawalSettings } from '../wallet/settings';

/**
 * The console reads settings through the same functions the wallet, order and content
 * modules use, so it shows exactly what they apply (defaults included), and writes the
 * same keys in the same text formats (percent, money "10.00", whole numbers).
 */
export async function readSettings(db: DbOrTrx): Promise<AdminSettingsView> {
  const [withdrawal, commission, card, cancel, confirm, complete, channels] = await Promise.all([
    withdrawalSettings(db),
    commissionRateBp(db),
    cardTopUpSettings(db),
    autoCancelDelay(db),
    autoConfirmDelay(db),
    autoCompleteDelay(db),
    db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', [...SERVICE_CHANNEL_KEYS])
      .execute(),
  ]);
  const stored = new Map(channels.map((r) => [r.key, r.value]));
  const service = Object.fromEntries(SERVICE_CHANNEL_KEYS.map((k) => [k, stored.get(k) ?? ''])) as Record<
    ServiceChannelKey,
    string
  >;
  return {
    fee_rate: bpToPercent(withdrawal.feeRateBp),
    commission_rate: bpToPercent(commission),
    extract_min: formatMoney(withdrawal.minCents),
    extract_max: formatMoney(withdrawal.maxCents),
    extract_daily_limit: formatMoney(withdrawal.dailyLimitCents),
    card_recharge_max: formatMoney(card.maxCents),
    card_accounts: card.accountsText,
    auto_cancel_minutes: cancel / 60,
    auto_confirm_days: confirm / 86_400,
    auto_complete_days: complete / 86_400,
    ...service,
  };
}

type MoneyKey = 'extract_min' | 'extract_max' | 'extract_daily_limit' | 'card_recharge_max';

function moneyText(body: AdminSettingsSaveBody, key: MoneyKey): string | undefined {
  const input = body[key];
  if (input === undefined) return undefined;
  const cents = parseMoney(input);
  if (cents === undefined || cents <= 0) {
    throw new BusinessError('validation.invalid_money', { field: key, params: { field: key } });
  }
  return formatMoney(cents);
}

/** The stored text of every setting the body carries, checked; nothing is written on a bad value. */
function changes(body: AdminSettingsSaveBody, current: AdminSettingsView): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of ['fee_rate', 'commission_rate'] as const) {
    if (body[key] === undefined) continue;
    const bp = parseMoney(body[key]);
    if (bp === undefined || bp > 100_00) {
      throw new BusinessError('validation.invalid_field', { field: key, params: { field: key } });
    }
    out.set(key, String(bpToPercent(bp)));
  }
  for (const key of ['extract_min', 'extract_max', 'extract_daily_limit', 'card_recharge_max'] as const) {
    const text = moneyText(body, key);
    if (text !== undefined) out.set(key, text);
  }
  const min = parseMoney(out.get('extract_min') ?? current.extract_min)!;
  const max = parseMoney(out.get('extract_max') ?? current.extract_max)!;
  if (min > max) throw new BusinessError('setting.min_above_max', { field: 'extract_min' });
  for (const key of ['auto_cancel_minutes', 'auto_confirm_days', 'auto_complete_days'] as const) {
    if (body[key] !== undefined) out.set(key, String(body[key]));
  }
  if (body.card_accounts !== undefined) {
    // One account per line, each line trimmed, blank lines dropped (parseCardAccounts reads it back).
    const lines = body.card_accounts.split('\n').map((line) => line.trim());
    out.set('card_accounts', lines.filter(Boolean).join('\n'));
  }
  for (const key of SERVICE_CHANNEL_KEYS) {
    if (body[key] !== undefined) out.set(key, body[key].trim());
  }
  return out;
}

/** Upserts the changed keys in one transaction; answers the settings before and after. */
export async function saveSettings(
  trx: Trx,
  body: AdminSettingsSaveBody,
): Promise<{ before: AdminSettingsView; after: AdminSettingsView }> {
  const before = await readSettings(trx);
  const now = nowSeconds();
  for (const [key, value] of changes(body, before)) {
    await trx
      .insertInto('settings')
      .values({ key, value, updatetime: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatetime: now }))
      .execute();
  }
  return { before, after: await readSettings(trx) };
}

import { useTranslation } from 'react-i18next';
import { toCents } from '@bazaar/contract';
import { useFormatPrice, useNumberLocale } from '@bazaar/design-system';
import { useClock } from '../clock';

/** What a voucher's ticket says about it: the contract's Voucher, or any object with its terms. */
export interface VoucherTerms {
  scope: 'shop' | 'platform' | 'shipping';
  kind: 'amount' | 'percent';
  /** Money for `amount`; a whole percent for `percent`. */
  value: string | number;
  max_discount: string | null;
  min_spend: string;
  ends_at: number;
}

const DAY = 86_400;
/** A voucher ending within this many days is marked. */
export const ENDING_SOON_DAYS = 3;

/** Whole days left until `endsAt` (0: it ends today), counted from `now` (unix seconds). */
export function daysLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.floor((endsAt - now) / DAY));
}

/** A voucher's ticket texts in the reader's language: value, condition, scope, validity, and whether it ends soon. */
export function useVoucherText() {
  const { t } = useTranslation('vouchers');
  const price = useFormatPrice();
  const locale = useNumberLocale();
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  // The screens' clock (ClockProvider), so a voucher ends soon by the same now as a countdown does.
  const clock = useClock();
  return (v: VoucherTerms, now = Math.floor(clock() / 1000)) => {
    const amount = price(v.value);
    const value =
      v.kind === 'percent'
        ? t('value.percent', { percent: v.value })
        : v.scope === 'shipping'
          ? t('value.shipping', { amount })
          : t('value.amount', { amount });
    const minimum = toCents(v.min_spend) > 0n ? t('minSpend', { amount: price(v.min_spend) }) : t('noMinimum');
    const cap =
      v.max_discount !== null && v.kind === 'percent' ? t('upTo', { amount: price(v.max_discount) }) : undefined;
    const left = daysLeft(v.ends_at, now);
    return {
      value,
      condition: cap ? `${minimum} · ${cap}` : minimum,
      scopeLabel: t(`scope.${v.scope}`),
      validity: t('validUntil', { date: day.format(new Date(v.ends_at * 1000)) }),
      endingSoon:
        v.ends_at > now && left <= ENDING_SOON_DAYS
          ? left === 0
            ? t('endsToday')
            : t('endsSoon', { count: left })
          : undefined,
    };
  };
}

import { useTranslation } from 'react-i18next';
import type { AdminVoucher } from '@bazaar/contract';
import { StatusTag, useFormatPrice, type StatusTone } from '@bazaar/design-system';
import { formatDate } from '../../console-kit/dates';
import { useClock } from '../../lib/clock';
import { useVoucherText } from '../../lib/vouchers';

/** Where a voucher stands: stopped by its owner, or by its window not started, live or ended. */
export type VoucherState = 'live' | 'upcoming' | 'ended' | 'stopped';

export function voucherState(v: Pick<AdminVoucher, 'stopped' | 'starts_at' | 'ends_at'>, now: number): VoucherState {
  if (v.stopped) return 'stopped';
  if (now < v.starts_at) return 'upcoming';
  return now < v.ends_at ? 'live' : 'ended';
}

const TONES: Record<VoucherState, StatusTone> = {
  live: 'success',
  upcoming: 'warning',
  ended: 'default',
  stopped: 'danger',
};

/**
 * Where each voucher stands now by the screens' clock (ClockProvider): the device's in the console, the
 * fixtures' moment in the stories, so their screenshots do not change with the date.
 */
export function useVoucherState(): (v: AdminVoucher) => VoucherState {
  const read = useClock();
  return (v) => voucherState(v, Math.floor(read() / 1000));
}

/** Whether stopping still changes anything: not once stopped, nor once its window is over. */
export const stoppable = (state: VoucherState): boolean => state === 'live' || state === 'upcoming';

/** A voucher's state as a tag, in the card's head or the table's state column. */
export function VoucherStateTag({ state }: { state: VoucherState }) {
  const { t } = useTranslation('console');
  return <StatusTag tone={TONES[state]}>{t(`voucher.state.${state}`)}</StatusTag>;
}

/**
 * What a card line or a table cell says of a voucher: its scope (and shop), value and condition in the shop's
 * words, its window, and its use so far.
 */
export function useVoucherFacts() {
  const text = useVoucherText();
  const price = useFormatPrice();
  return (v: AdminVoucher) => {
    const terms = text(v);
    return {
      scope: v.shop ? `${terms.scopeLabel} · ${v.shop.name}` : terms.scopeLabel,
      offer: `${terms.value} · ${terms.condition}`,
      // Each end of the window kept whole: a narrow cell breaks between them, not inside a date.
      validity: (
        <>
          <span className="bz-console-vouchers__date">{formatDate(v.starts_at)} –</span>{' '}
          <span className="bz-console-vouchers__date">{formatDate(v.ends_at)}</span>
        </>
      ),
      collected: `${v.collected_count} / ${v.total}`,
      used: v.used_count,
      discountTotal: price(v.discount_total),
    };
  };
}

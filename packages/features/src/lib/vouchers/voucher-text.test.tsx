import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ClockProvider } from '../clock';
import { createI18n } from '../i18n';
import { useVoucherText, type VoucherTerms } from './voucher-text';

const DAY = 86_400;
const NOW = 1_795_168_800;
const voucher = (ends_at: number): VoucherTerms => ({
  scope: 'shipping',
  kind: 'amount',
  value: '4.99',
  max_discount: null,
  min_spend: '0.00',
  ends_at,
});

/** The ticket texts as read under a ClockProvider standing at `now` (unix seconds). */
function textAt(now: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createI18n('en')}>
      <ClockProvider now={() => now * 1000}>{children}</ClockProvider>
    </I18nextProvider>
  );
  return renderHook(() => useVoucherText(), { wrapper }).result.current;
}

describe('useVoucherText', () => {
  it('marks a voucher ending within 3 days by the screens clock, not the device time', () => {
    const text = textAt(NOW);
    expect(text(voucher(NOW + DAY / 2)).endingSoon).toBeDefined();
    expect(text(voucher(NOW + 2 * DAY + 60)).endingSoon).toBeDefined();
    expect(text(voucher(NOW + 20 * DAY)).endingSoon).toBeUndefined();
    // Over by that clock: no longer "ending soon".
    expect(text(voucher(NOW - 60)).endingSoon).toBeUndefined();
  });

  it('counts from the clock it is given', () => {
    const endsAt = NOW + 20 * DAY;
    expect(textAt(endsAt - DAY)(voucher(endsAt)).endingSoon).toBeDefined();
  });
});

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents, type CheckoutVouchers, type MyVoucher, type VoucherUnusable } from '@bazaar/contract';
import { useFormatPrice } from '@bazaar/design-system';
import { chosenIn, vouchersFor, type VoucherSlot } from '../api/checkout-vouchers';
import { VoucherPicker } from './voucher-picker';

export interface VoucherRowProps {
  slot: VoucherSlot;
  label: string;
  /** What the applied voucher takes off here, from the preview. */
  saving: string | undefined;
  mine: MyVoucher[];
  choice: CheckoutVouchers;
  unusable?: VoucherUnusable[];
  onChoose: (slot: VoucherSlot, id: number | undefined) => void;
}

/**
 * One kind of voucher at checkout (a shop's, the platform's, shipping): what it saves, or that none is used or
 * none is held; a tap opens the sheet to choose. Nothing to tap when the shopper holds none of this kind.
 */
export function VoucherRow({ slot, label, saving, mine, choice, unusable, onChoose }: VoucherRowProps) {
  const { t } = useTranslation('vouchers');
  const price = useFormatPrice();
  const [open, setOpen] = useState(false);
  const fitting = vouchersFor(mine, slot);
  const chosen = chosenIn(choice, slot);
  const refused = unusable?.find((u) => u.id === chosen);
  const saves = saving !== undefined && toCents(saving) > 0n;
  const value =
    chosen !== undefined ? `−${price(saving ?? 0)}` : fitting.length === 0 ? t('checkout.none') : t('checkout.notUsed');
  return (
    <>
      <button
        type="button"
        className="bz-checkout__row bz-checkout__voucher"
        disabled={fitting.length === 0}
        onClick={() => setOpen(true)}
      >
        <span className="bz-checkout__label">{label}</span>
        <span className={saves ? 'bz-checkout__voucher-saving' : 'bz-checkout__muted'}>{value}</span>
        {fitting.length > 0 && <span aria-hidden="true">›</span>}
      </button>
      {refused && (
        <p className="bz-checkout__promo-error" role="alert">
          {refused.msg}
        </p>
      )}
      <VoucherPicker
        vouchers={fitting}
        visible={open}
        chosen={chosen}
        unusable={refused}
        onChoose={(id) => {
          onChoose(slot, id);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

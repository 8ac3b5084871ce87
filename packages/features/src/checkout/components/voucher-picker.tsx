import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MyVoucher } from '@bazaar/contract';
import { VoucherTicket } from '@bazaar/design-system';
import { useVoucherText } from '../../lib/vouchers';

export interface VoucherPickerProps {
  /** The shopper's unused vouchers that could go here (one shop's, the platform's or the shipping ones). */
  vouchers: MyVoucher[];
  visible: boolean;
  /** The my-voucher id chosen now. */
  chosen?: number;
  /** Why a chosen one does not apply, from the preview. */
  unusable?: { id: number; msg: string };
  /** `undefined`: no voucher. */
  onChoose: (id: number | undefined) => void;
  onClose: () => void;
}

/** A sheet to choose one voucher of a kind at checkout, or none; the preview then says what it saves. */
export function VoucherPicker({ vouchers, visible, chosen, unusable, onChoose, onClose }: VoucherPickerProps) {
  const { t } = useTranslation('vouchers');
  const text = useVoucherText();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="bz-checkout__vouchers"
      destroyOnClose
    >
      <h2 className="bz-checkout__vouchers-title">{t('checkout.choose')}</h2>
      <div role="radiogroup" aria-label={t('checkout.choose')} className="bz-checkout__vouchers-list">
        <div
          role="radio"
          aria-checked={chosen === undefined}
          tabIndex={0}
          className="bz-checkout__vouchers-none"
          onClick={() => onChoose(undefined)}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onChoose(undefined)}
        >
          {t('checkout.dontUse')}
        </div>
        {vouchers.map((mine) => {
          const refused = unusable?.id === mine.id;
          return (
            <VoucherTicket
              key={mine.id}
              scope={mine.voucher.scope}
              title={mine.voucher.title}
              {...text(mine.voucher)}
              selectable
              selected={chosen === mine.id}
              state={refused ? 'unusable' : 'available'}
              note={refused ? unusable.msg : undefined}
              onSelect={() => onChoose(mine.id)}
            />
          );
        })}
      </div>
    </Popup>
  );
}

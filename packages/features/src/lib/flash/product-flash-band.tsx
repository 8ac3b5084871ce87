import { useTranslation } from 'react-i18next';
import type { ProductFlash, ProductFlashSku } from '@bazaar/contract';
import { FlashPrice, FlashProgress, useNumberLocale } from '@bazaar/design-system';
import { FlashCountdown } from './flash-countdown';
import { isSoldOut, leftForShopper } from './flash-item-data';
import { useFlashProgressLabel } from './use-flash-texts';

export interface ProductFlashBandProps {
  flash: ProductFlash;
  /** Counted on the clock (`useFlashPhase`): the band shows only while upcoming or live. */
  phase: 'upcoming' | 'live';
  /** The offer shown: the chosen SKU's, else the lowest flash price of the product. */
  offer: ProductFlashSku;
  /** The normal price, struck through while live. */
  price: string;
  /** At the end of the countdown: refetch the product (its `flash` and price change). */
  onEnd: () => void;
  className?: string;
}

/**
 * A product's flash sale on its page. Live: the flash price, the normal price struck, the time left, the units
 * taken and the limit per shopper, or for a shopper who already bought some how many are left for them ("Limit
 * reached" at none; checkout refuses more with its own message). Upcoming: the flash price to come and the time to its start; until then the
 * normal price is charged.
 */
export function ProductFlashBand({ flash, phase, offer, price, onEnd, className }: ProductFlashBandProps) {
  const { t } = useTranslation('flash');
  const locale = useNumberLocale();
  const progressLabel = useFlashProgressLabel();
  const live = phase === 'live';
  const soldOut = isSoldOut(offer);
  const left = leftForShopper(flash);
  const limitNote =
    left === undefined || left >= flash.per_user_limit
      ? t('perShopper', { count: flash.per_user_limit })
      : left === 0
        ? t('limitReached')
        : t('leftForYou', { count: left });
  const startTime = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(flash.starts_at * 1000),
  );
  return (
    <FlashPrice
      className={className}
      status={phase}
      price={offer.flash_price}
      marketPrice={price}
      label={t('label')}
      countdown={
        <FlashCountdown
          to={live ? flash.ends_at : flash.starts_at}
          label={live ? t('endsIn') : t('startsIn')}
          // The shopper waiting for a start hears the time left once a minute.
          announce={!live}
          onEnd={onEnd}
        />
      }
      note={live ? (soldOut ? t('soldOutNote') : limitNote) : t('flashPriceAt', { time: startTime })}
      progress={
        live && (
          <FlashProgress
            sold={offer.sold}
            total={offer.flash_stock}
            label={progressLabel({ sold: offer.sold, stock: offer.flash_stock })}
          />
        )
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { ProductDetail, ProductFlash, ProductFlashSku } from '@bazaar/contract';
import { useRefreshAfter } from '../../lib';
import { flashSkuOf, isSoldOut, lowestFlashPrice, useFlashPhase } from '../../lib/flash';

/** What the SKU sheet shows of a live flash sale: the flash price per SKU on sale, and its tag. */
export interface SheetFlash {
  prices: Record<string, string>;
  /** A product without specs: its flash price. */
  productPrice?: string;
  label: string;
}

export interface ProductFlashView {
  /** The band above the price while the sale is upcoming or live, for the offer shown. */
  band?: { flash: ProductFlash; phase: 'upcoming' | 'live'; offer: ProductFlashSku };
  /** Only while live: before and after, the normal price is charged. */
  sheet?: SheetFlash;
  /** Live, and the chosen SKU's (or the product's) flash units are all taken. */
  soldOut: boolean;
  /** Refetches the product when a countdown ends: its `flash` and what checkout charges change. */
  refresh: () => void;
}

/**
 * A product's flash sale as its page shows it, on the screens' clock: `skuId` is the chosen SKU, `undefined`
 * while none is chosen, `null` for a product without specs. The page switches to the normal price by itself
 * when the sale ends, and refetches the product then.
 */
export function useProductFlash(product: ProductDetail, skuId: number | null | undefined): ProductFlashView {
  const { t } = useTranslation('flash');
  const refresh = useRefreshAfter();
  const flash = product.flash;
  const phase = useFlashPhase(flash);
  const refreshPrice = () => void refresh('flashPhase');
  if (!flash || (phase !== 'live' && phase !== 'upcoming')) return { soldOut: false, refresh: refreshPrice };
  const chosen = skuId === undefined ? undefined : flashSkuOf(flash, skuId);
  // A chosen SKU that is not on sale has no band; before a choice the lowest flash price is shown.
  const offer = skuId === undefined ? lowestFlashPrice(flash) : chosen;
  const live = phase === 'live';
  const onSale = flash.skus.filter((s) => !isSoldOut(s));
  return {
    band: offer && { flash, phase, offer },
    sheet: live
      ? {
          prices: Object.fromEntries(
            onSale.filter((s) => s.sku_id !== null).map((s) => [String(s.sku_id), s.flash_price]),
          ),
          productPrice: onSale.find((s) => s.sku_id === null)?.flash_price,
          label: t('label'),
        }
      : undefined,
    soldOut: live && !!chosen && isSoldOut(chosen),
    refresh: refreshPrice,
  };
}

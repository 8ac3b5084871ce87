import { lazy, Suspense } from 'react';
import type { ProductDetail } from '@bazaar/contract';
import { useOpenedOnce } from '@bazaar/design-system';
import type { SheetFlash } from './use-product-flash';

// antd-mobile's Popup (with @react-spring and @use-gesture) and the SKU picker are fetched when the
// shopper first opens the sheet, not with the product page.
const SkuSheetPopup = lazy(() => import('./sku-sheet-popup'));

/** What the sheet was opened for: choosing only, or adding to the bag / buying right after. */
export type SkuSheetMode = 'pick' | 'bag' | 'buy';

export interface SkuSheetProps {
  product: ProductDetail;
  mode: SkuSheetMode | null;
  selected: Record<string, string>;
  onSelectedChange: (selected: Record<string, string>) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Sold out, or the chosen SKU is (its flash units too, while its sale is live). */
  soldOut: boolean;
  /** A live flash sale's prices, shown for the SKUs on sale. */
  flash?: SheetFlash;
  busy: boolean;
  onConfirm: (action: 'bag' | 'buy') => void;
  onClose: () => void;
}

/** The bottom sheet of the product page: spec/SKU picker and quantity, then add to bag or buy now. */
export function SkuSheet(props: SkuSheetProps) {
  if (!useOpenedOnce(props.mode !== null)) return null;
  return (
    <Suspense fallback={null}>
      <SkuSheetPopup {...props} />
    </Suspense>
  );
}

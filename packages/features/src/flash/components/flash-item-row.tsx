import { memo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FlashItem } from '@bazaar/contract';
import { FlashItemCard } from '@bazaar/design-system';
import { flashCardOf, isSoldOut, useFlashProgressLabel } from '../../lib/flash';

export interface FlashItemRowProps {
  item: FlashItem;
  /** Live: "Buy now" (none left: "Sold out", disabled); upcoming: "View". Both open the product. */
  live: boolean;
  onOpen: (item: FlashItem) => void;
}

/** One item of the flash page: the card with its flash price and units taken, and its button. */
export const FlashItemRow = memo(function FlashItemRow({ item, live, onOpen }: FlashItemRowProps) {
  const { t } = useTranslation('flash');
  const progressLabel = useFlashProgressLabel();
  const card = flashCardOf(item);
  const soldOut = isSoldOut(item);
  return (
    <FlashItemCard
      layout="row"
      item={card}
      progressLabel={progressLabel(card)}
      soldOutLabel={t('soldOut')}
      action={
        live ? (
          <Button size="small" shape="rounded" color="primary" disabled={soldOut} onClick={() => onOpen(item)}>
            {soldOut ? t('soldOut') : t('buyNow')}
          </Button>
        ) : (
          <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => onOpen(item)}>
            {t('view')}
          </Button>
        )
      }
    />
  );
});

import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './product-actions.css';

export interface ProductActionsProps {
  favourite: boolean;
  favouriteBusy: boolean;
  soldOut: boolean;
  onFavourite: () => void;
  onAddToBag: () => void;
  onBuyNow: () => void;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="bz-product-actions__heart">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bar fixed under the product page: favourite, add to bag, buy now. */
export function ProductActions({
  favourite,
  favouriteBusy,
  soldOut,
  onFavourite,
  onAddToBag,
  onBuyNow,
}: ProductActionsProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="bz-product-actions">
      <button
        type="button"
        className="bz-product-actions__favourite"
        aria-pressed={favourite}
        disabled={favouriteBusy}
        onClick={onFavourite}
      >
        <Heart filled={favourite} />
        <span>{favourite ? t('detail.favourited') : t('detail.favourite')}</span>
      </button>
      <Button
        className="bz-product-actions__main"
        shape="rounded"
        color="warning"
        disabled={soldOut}
        onClick={onAddToBag}
      >
        {t('detail.addToBag')}
      </Button>
      <Button
        className="bz-product-actions__main"
        shape="rounded"
        color="primary"
        disabled={soldOut}
        onClick={onBuyNow}
      >
        {soldOut ? t('detail.soldOut') : t('detail.buyNow')}
      </Button>
    </div>
  );
}

import { Badge, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './product-actions.css';

export interface ProductActionsProps {
  favourite: boolean;
  favouriteBusy: boolean;
  soldOut: boolean;
  /** Lines in the shopper's bag, shown on the bag button (0: no badge). */
  bagCount: number;
  onFavourite: () => void;
  /** Opens the conversation with the product's shop; without it there is no chat button. */
  onChat?: () => void;
  onBag: () => void;
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

function Bag() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="bz-product-actions__heart">
      <path
        d="M5.5 8h13l-1 12.5h-11L5.5 8ZM9 10V6.5a3 3 0 0 1 6 0V10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="bz-product-actions__heart">
      <path
        d="M4.5 6.5a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H10l-4 3.5v-3.5h0a1.5 1.5 0 0 1-1.5-1.5v-8.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bar fixed under the product page: favourite, the bag (with its count), add to bag, buy now. */
export function ProductActions({
  favourite,
  favouriteBusy,
  soldOut,
  bagCount,
  onFavourite,
  onChat,
  onBag,
  onAddToBag,
  onBuyNow,
}: ProductActionsProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="bz-product-actions">
      {onChat && (
        <button type="button" className="bz-product-actions__bag" onClick={onChat}>
          <ChatIcon />
          <span>{t('detail.chat')}</span>
        </button>
      )}
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
      {/* Named "Bag (4)": the visible word first, then the count (the badge itself is hidden from readers). */}
      <button type="button" className="bz-product-actions__bag" onClick={onBag}>
        <span aria-hidden="true">
          <Badge content={bagCount > 0 ? bagCount : null}>
            <Bag />
          </Badge>
        </span>
        <span>{t('tab.bag', { ns: 'common' })}</span>
        {bagCount > 0 && <span className="bz-visually-hidden">{` (${bagCount})`}</span>}
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

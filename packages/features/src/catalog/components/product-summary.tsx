import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@bazaar/contract';
import { Price, useNumberFormat } from '@bazaar/design-system';
import './product-summary.css';

export interface ProductSummaryProps {
  product: ProductDetail;
  /** Price and stock of the chosen SKU, else the product's. */
  price: string;
  stock: number;
  /** "Choose Color, Size" or "Selected: Red, M"; opens the SKU sheet. Left out for products without specs. */
  choice?: string;
  /** A live flash sale's band above shows the price charged: the row keeps only the sales. @default false */
  priceInFlashBand?: boolean;
  onChoose: () => void;
}

/** Price, title and the facts rows (sales, positive rate, freight, stock, spec) of the product page. */
export function ProductSummary({
  product,
  price,
  stock,
  choice,
  priceInFlashBand = false,
  onChoose,
}: ProductSummaryProps) {
  const { t } = useTranslation('catalog');
  const number = useNumberFormat();
  const free = Number(product.freight) === 0;
  return (
    <section className="bz-product-summary">
      <div className="bz-product-summary__price">
        {!priceInFlashBand && <Price value={price} marketPrice={product.market_price} size="l" />}
        <span className="bz-product-summary__sales">
          {number.count(product.sales)} {t('sold')}
        </span>
      </div>
      <h1 className="bz-product-summary__title">{product.title}</h1>
      <dl className="bz-product-summary__facts">
        <div>
          <dt>{t('detail.favorableRate')}</dt>
          <dd>{number.percent(product.favorable_rate)}</dd>
        </div>
        <div>
          <dt>{t('detail.freight')}</dt>
          <dd>{free ? t('detail.freeShipping') : <Price value={product.freight} size="s" />}</dd>
        </div>
        <div>
          <dt>{t('detail.stock')}</dt>
          <dd>{stock}</dd>
        </div>
      </dl>
      {choice !== undefined && (
        <button type="button" className="bz-product-summary__choice" onClick={onChoose}>
          <span className="bz-product-summary__choice-label">{t('detail.spec')}</span>
          <span className="bz-product-summary__choice-text">{choice}</span>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </section>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { LazyImage } from '../lazy-image';
import { Price } from '../price';
import { Stepper } from '../stepper';
import { cx } from '../../utils/pressable';
import { findSku, isValueAvailable, type SkuOption, type SkuSpec } from './sku-match';
import './sku-picker.css';

/** The product's specs and SKUs, the values and quantity chosen, the price, flash price and stock shown, and its texts. */
export type SkuPickerProps = {
  specs: SkuSpec[];
  skus: SkuOption[];
  /** Chosen value per spec name. */
  selected: Record<string, string>;
  onSelectedChange: (selected: Record<string, string>) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Picture in the head, and its alt text. */
  image?: string;
  imageAlt?: string;
  /** Shown until a SKU is chosen (e.g. the product's price and total stock). */
  price: string;
  stock: number;
  /** The flash price shown until a SKU is chosen (a product without specs on flash sale), `price` struck through. */
  productFlashPrice?: string;
  /**
   * Flash prices by SKU id: a chosen SKU that has one shows it, with its own price struck through and
   * `flashLabel` beside it. Only while its flash session is live (the flash price is what checkout charges).
   */
  flashPrices?: Record<string, string>;
  /** Tag beside a flash price, e.g. "Flash deal". */
  flashLabel?: ReactNode;
  /** @default '$' */
  currencySymbol?: string;
  /** @default (n) => `Stock: ${n}` */
  stockText?: (stock: number) => ReactNode;
  /** Line shown while specs are missing. @default (names) => `Choose ${names.join(', ')}` */
  chooseText?: (missing: string[]) => ReactNode;
  /** Line shown once all are chosen. @default (values) => `Selected: ${values.join(', ')}` */
  selectedText?: (values: string[]) => ReactNode;
  /** @default 'Quantity' */
  quantityLabel?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * Spec and SKU choice: one row of values per spec, values leading to no SKU in stock
 * disabled, the price and stock of the chosen SKU, and a quantity bounded by that stock.
 * Tapping a chosen value again clears it. The app puts it in a popup with its own buttons.
 */
export function SkuPicker({
  specs,
  skus,
  selected,
  onSelectedChange,
  quantity,
  onQuantityChange,
  image,
  imageAlt = '',
  price,
  stock,
  productFlashPrice,
  flashPrices,
  flashLabel,
  currencySymbol = '$',
  stockText = (n) => `Stock: ${n}`,
  chooseText = (names) => `Choose ${names.join(', ')}`,
  selectedText = (values) => `Selected: ${values.join(', ')}`,
  quantityLabel = 'Quantity',
  className,
  style,
}: SkuPickerProps) {
  const sku = findSku(specs, skus, selected);
  const shownStock = sku ? sku.stock : stock;
  const flashPrice = sku ? flashPrices?.[String(sku.id)] : productFlashPrice;
  const normalPrice = sku ? sku.price : price;
  const missing = specs.filter((s) => !selected[s.name]).map((s) => s.name);
  const pick = (name: string, value: string) => {
    const next = { ...selected };
    if (next[name] === value) delete next[name];
    else next[name] = value;
    onSelectedChange(next);
  };

  return (
    <div className={cx('bz-sku-picker', className)} style={style}>
      <div className="bz-sku-picker__head">
        {image && <LazyImage className="bz-sku-picker__image" src={image} alt={imageAlt} lazy={false} />}
        <div className="bz-sku-picker__summary" aria-live="polite">
          <span className="bz-sku-picker__price">
            <Price
              value={flashPrice ?? normalPrice}
              marketPrice={flashPrice === undefined ? undefined : normalPrice}
              symbol={currencySymbol}
              size="l"
            />
            {flashPrice !== undefined && flashLabel && <span className="bz-sku-picker__flash">{flashLabel}</span>}
          </span>
          <span className="bz-sku-picker__stock">{stockText(shownStock)}</span>
          <span className="bz-sku-picker__choice">
            {missing.length > 0 ? chooseText(missing) : selectedText(specs.map((s) => selected[s.name] ?? ''))}
          </span>
        </div>
      </div>
      {specs.map((spec) => (
        <fieldset key={spec.name} className="bz-sku-picker__spec">
          <legend className="bz-sku-picker__name">{spec.name}</legend>
          <div className="bz-sku-picker__values">
            {spec.values.map((value) => {
              const chosen = selected[spec.name] === value;
              const available = isValueAvailable(skus, selected, spec.name, value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={chosen}
                  disabled={!available && !chosen}
                  className={cx('bz-sku-picker__value', chosen && 'bz-sku-picker__value--chosen')}
                  onClick={() => pick(spec.name, value)}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="bz-sku-picker__quantity">
        <span aria-hidden="true">{quantityLabel}</span>
        <Stepper
          value={Math.min(quantity, Math.max(shownStock, 1))}
          max={shownStock}
          disabled={shownStock === 0}
          onChange={onQuantityChange}
          label={quantityLabel}
        />
      </div>
    </div>
  );
}

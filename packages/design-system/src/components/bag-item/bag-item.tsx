import type { CSSProperties } from 'react';
import { Checkbox, SwipeAction } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { Price } from '../price';
import { Stepper } from '../stepper';
import { cx } from '../../utils/pressable';
import './bag-item.css';

/** The fields of a cart line that the row shows. */
export type BagItemData = {
  id: number | string;
  title: string;
  image: string;
  /** Chosen spec values as text, '' without specs. */
  spec: string;
  price: string | number;
  quantity: number;
  stock: number;
  selected: boolean;
  /** Product gone, off sale or out of stock: greyed, not selectable. */
  invalid: boolean;
};

/**
 * One bag line (picture, title, spec, price, quantity, stock), whether it is selected, and what selecting, a new
 * quantity and deleting do.
 */
export type BagItemProps = {
  item: BagItemData;
  onSelect?: (selected: boolean) => void;
  onQuantityChange?: (quantity: number) => void;
  /** Called with the stock when a typed quantity was above it (the quantity is clamped to it). */
  onQuantityExceed?: (stock: number) => void;
  /** Shows a delete button on the row (and swipe left reveals one); confirming is the caller's job. */
  onDelete?: () => void;
  /** Opens the product. */
  onClick?: () => void;
  /** @default 'Delete' */
  deleteText?: string;
  /** Badge of an invalid line. @default 'Unavailable' */
  invalidText?: string;
  /** Accessible name of the checkbox. @default 'Select' */
  selectLabel?: string;
  /** Accessible name of the quantity field. @default 'Quantity' */
  quantityLabel?: string;
  /** Names of the stepper's − and + buttons. @default the antd-mobile locale */
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Currency symbol. @default '$' */
  symbol?: string;
  className?: string;
  style?: CSSProperties;
};

/** The English labels (delete, unavailable, select, quantity) and currency symbol of a `BagItem` when not given. */
export const bagItemDefaults = {
  deleteText: 'Delete',
  invalidText: 'Unavailable',
  selectLabel: 'Select',
  quantityLabel: 'Quantity',
} as const;

const trashIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** One line of the shopping bag: select, picture, title, delete, spec, price, quantity; swipe to delete too. */
export function BagItem({
  item,
  onSelect,
  onQuantityChange,
  onQuantityExceed,
  onDelete,
  onClick,
  deleteText = bagItemDefaults.deleteText,
  invalidText = bagItemDefaults.invalidText,
  selectLabel = bagItemDefaults.selectLabel,
  quantityLabel = bagItemDefaults.quantityLabel,
  decreaseLabel,
  increaseLabel,
  symbol,
  className,
  style,
}: BagItemProps) {
  const row = (
    <div className={cx('bz-bag-item', item.invalid && 'bz-bag-item--invalid', className)} style={style}>
      <Checkbox
        className="bz-bag-item__check"
        checked={item.selected && !item.invalid}
        disabled={item.invalid}
        onChange={(checked) => onSelect?.(checked)}
      >
        <span className="bz-visually-hidden">{`${selectLabel} ${item.title}`}</span>
      </Checkbox>
      <button type="button" className="bz-bag-item__image" onClick={onClick} tabIndex={-1} aria-hidden="true">
        <LazyImage src={item.image} alt="" />
      </button>
      <div className="bz-bag-item__body">
        <div className="bz-bag-item__head">
          <button type="button" className="bz-bag-item__title" onClick={onClick}>
            <span className="bz-bag-item__title-text">{item.title}</span>
          </button>
          {onDelete && (
            <button
              type="button"
              className="bz-bag-item__delete"
              aria-label={`${deleteText} ${item.title}`}
              onClick={onDelete}
            >
              {trashIcon}
            </button>
          )}
        </div>
        {item.spec && <div className="bz-bag-item__spec">{item.spec}</div>}
        <div className="bz-bag-item__foot">
          <Price value={item.price} size="s" symbol={symbol} />
          {item.invalid ? (
            <span className="bz-bag-item__badge">{invalidText}</span>
          ) : (
            <Stepper
              value={item.quantity}
              max={item.stock}
              label={quantityLabel}
              decreaseLabel={decreaseLabel}
              increaseLabel={increaseLabel}
              onChange={(n) => onQuantityChange?.(n)}
              onExceed={onQuantityExceed}
            />
          )}
        </div>
      </div>
    </div>
  );
  if (!onDelete) return row;
  return (
    <SwipeAction
      className="bz-bag-item__swipe"
      rightActions={[{ key: 'delete', text: deleteText, color: 'danger', onClick: onDelete }]}
    >
      {row}
    </SwipeAction>
  );
}

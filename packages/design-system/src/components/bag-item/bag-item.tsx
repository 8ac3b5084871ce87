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

export type BagItemProps = {
  item: BagItemData;
  onSelect?: (selected: boolean) => void;
  onQuantityChange?: (quantity: number) => void;
  /** Swipe left reveals the delete button; confirming is the caller's job. */
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

export const bagItemDefaults = {
  deleteText: 'Delete',
  invalidText: 'Unavailable',
  selectLabel: 'Select',
  quantityLabel: 'Quantity',
} as const;

/** One line of the shopping bag: select, picture, title, spec, price, quantity; swipe to delete. */
export function BagItem({
  item,
  onSelect,
  onQuantityChange,
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
        <button type="button" className="bz-bag-item__title" onClick={onClick}>
          <span className="bz-bag-item__title-text">{item.title}</span>
        </button>
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

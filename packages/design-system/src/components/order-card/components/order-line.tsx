import type { CSSProperties } from 'react';
import { LazyImage } from '../../lazy-image';
import { Price } from '../../price';
import { cx } from '../../../utils/pressable';
// Imported here too: a screen may use OrderLine without OrderCard, and bundlers drop unused modules.
import '../order-card.css';

/** One line of an order: picture, title, spec, unit price and quantity. */
export type OrderLineData = {
  title: string;
  image: string;
  spec: string;
  price: string | number;
  quantity: number;
};

/** The order line to show and the currency symbol of its price. */
export type OrderLineProps = {
  line: OrderLineData;
  /** Currency symbol. @default '$' */
  symbol?: string;
  className?: string;
  style?: CSSProperties;
};

/** A bought (or to-be-bought) line: picture, title, spec, unit price and "× quantity". */
export function OrderLine({ line, symbol, className, style }: OrderLineProps) {
  return (
    <div className={cx('bz-order-line', className)} style={style}>
      <LazyImage className="bz-order-line__image" src={line.image} alt="" />
      <div className="bz-order-line__body">
        <div className="bz-order-line__title">{line.title}</div>
        {line.spec && <div className="bz-order-line__spec">{line.spec}</div>}
      </div>
      <div className="bz-order-line__side">
        <Price value={line.price} size="s" symbol={symbol} />
        <span className="bz-order-line__qty">×{line.quantity}</span>
      </div>
    </div>
  );
}

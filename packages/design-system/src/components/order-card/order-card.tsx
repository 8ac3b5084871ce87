import type { CSSProperties, ReactNode } from 'react';
import { Price } from '../price';
import { ShopGroup } from '../shop-group';
import { OrderActionButtons, type OrderCardAction } from './components/order-action-buttons';
import { OrderLine, type OrderLineData } from './components/order-line';
import { pressableProps } from '../../utils/pressable';
import './order-card.css';

/** The fields of an order that the card shows. */
export type OrderCardData = {
  id: number | string;
  shop: { id: number | string; name: string; logo?: string };
  items: Array<OrderLineData & { product_id?: number | string }>;
  total: string | number;
};

/** The order to show in a list, its translated status, the actions its status allows, and what opening it does. */
export type OrderCardProps = {
  order: OrderCardData;
  /** The translated status, shown top right. */
  statusText: ReactNode;
  /** Text before the total, e.g. "2 items, total". @default 'Total' */
  totalLabel?: ReactNode;
  /** Buttons under the card, in reading order. */
  actions?: OrderCardAction[];
  /** Opens the order. */
  onClick?: () => void;
  /** Currency symbol. @default '$' */
  symbol?: string;
  className?: string;
  style?: CSSProperties;
};

/** The English label of the order's total (Total) when not given. */
export const orderCardDefaults = { totalLabel: 'Total' } as const;

/** An order in a list: shop and status, its lines, the total and the actions its status allows. */
export function OrderCard({
  order,
  statusText,
  totalLabel = orderCardDefaults.totalLabel,
  actions = [],
  onClick,
  symbol,
  className,
  style,
}: OrderCardProps) {
  return (
    <ShopGroup
      className={className}
      style={style}
      shop={order.shop}
      extra={statusText}
      footer={
        <>
          <div className="bz-order-card__total">
            <span>{totalLabel}</span>
            <Price value={order.total} size="s" symbol={symbol} />
          </div>
          <OrderActionButtons actions={actions} />
        </>
      }
    >
      <div className="bz-order-card__lines" {...pressableProps(onClick)}>
        {order.items.map((line, i) => (
          <OrderLine key={`${line.product_id ?? ''}-${i}`} line={line} symbol={symbol} />
        ))}
      </div>
    </ShopGroup>
  );
}

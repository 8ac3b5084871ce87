import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { cx } from '../../../utils/pressable';
import '../order-card.css';

/** One button of an order (pay, cancel, confirm receipt, review…): its label, look and what it does. */
export type OrderCardAction = {
  key: string;
  text: ReactNode;
  onClick: () => void;
  /** Filled primary button (the main next step). @default false */
  primary?: boolean;
};

/** The buttons an order's status allows, in the order shown. */
export type OrderActionButtonsProps = {
  actions: OrderCardAction[];
  className?: string;
  style?: CSSProperties;
};

/** The row of an order's action buttons (card footer, details page bar); nothing without actions. */
export function OrderActionButtons({ actions, className, style }: OrderActionButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <div className={cx('bz-order-card__actions', className)} style={style}>
      {actions.map((a) => (
        <Button
          key={a.key}
          size="small"
          shape="rounded"
          color={a.primary ? 'primary' : 'default'}
          fill={a.primary ? 'solid' : 'outline'}
          onClick={a.onClick}
        >
          {a.text}
        </Button>
      ))}
    </div>
  );
}

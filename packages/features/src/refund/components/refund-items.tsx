import { OrderLine } from '@bazaar/design-system';
import type { OrderItem } from '@bazaar/contract';
import './refund-items.css';

export type RefundItemsProps = {
  /** "Order BZ…", above the items. */
  title: string;
  items: readonly OrderItem[];
};

/** What the refund is for: the order and the items refunded, as they were bought. */
export function RefundItems({ title, items }: RefundItemsProps) {
  return (
    <div className="bz-refund-items">
      <span className="bz-refund-items__order">{title}</span>
      {items.map((item) => (
        <OrderLine key={`${item.product_id}-${item.sku_id ?? 0}`} line={item} />
      ))}
    </div>
  );
}

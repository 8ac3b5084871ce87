import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Price, formatDateTime } from '@bazaar/design-system';
import { useShopperOrders } from '../api/use-shopper-orders';

export interface ShopperOrdersProps {
  userId: number;
  shopId: number;
  /** The console path of an order's detail. */
  orderPath?: (id: number) => string;
}

/** The shopper's latest orders with the shop, beside the conversation: what "where is my parcel?" is about. */
export function ShopperOrders({ userId, shopId, orderPath }: ShopperOrdersProps) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('chat');
  const orders = useShopperOrders(userId, shopId);
  const list = orders.data?.data ?? [];
  return (
    <section className="bz-inbox-orders" aria-label={t('inbox.orders')}>
      <h3 className="bz-inbox-orders__title">{t('inbox.orders')}</h3>
      {orders.data && list.length === 0 && <p className="bz-inbox-orders__none">{t('inbox.noOrders')}</p>}
      <ul>
        {list.map((o) => (
          <li key={o.id} className="bz-inbox-orders__order">
            {orderPath ? <Link to={orderPath(o.id)}>{o.order_sn}</Link> : <span>{o.order_sn}</span>}
            <span>{tc(`status.${o.status}`)}</span>
            <Price value={o.total} size="s" />
            <time>{formatDateTime(o.createtime)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@bazaar/contract';
import { OrderCard } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useOrderActions } from './use-order-actions';

/** An order in a list, with its status, item count and the actions its status allows. */
export function OrderListCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const links = useLinks();
  const navigate = useNavigate();
  const actionsOf = useOrderActions({ onDetails: false });
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <OrderCard
      order={order}
      statusText={t(`status.${order.status}`)}
      totalLabel={t('itemsTotal', { count })}
      actions={actionsOf(order)}
      onClick={() => navigate(links.orderInfo(order.id))}
    />
  );
}

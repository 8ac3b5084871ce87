import { Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ORDER_STATUSES } from '@bazaar/contract';
import { EmptyState, SectionHeader } from '@bazaar/design-system';
import { useLinks, useUser } from '../../lib';
import { useRecentOrders } from '../api/get-recent-orders';
import { OrderListCard } from '../components/order-list-card';
import './orders.css';

/** /order: my orders at a glance, a count per status (each opening its tab) and the latest orders. */
export function OrdersOverviewScreen() {
  const { t } = useTranslation('orders');
  const links = useLinks();
  const navigate = useNavigate();
  const user = useUser();
  const recent = useRecentOrders();
  const counts = user.data?.order_counts;

  return (
    <div className="bz-orders">
      <section className="bz-orders__card">
        <SectionHeader title={t('myOrders')} moreText={t('viewAll')} onMore={() => navigate(links.myPurchases())} />
        <Grid columns={3} className="bz-orders__counts">
          {ORDER_STATUSES.map((status) => (
            <Grid.Item key={status}>
              <button type="button" className="bz-orders__count" onClick={() => navigate(links.myPurchases(status))}>
                <strong>{counts?.[status] ?? 0}</strong>
                <span>{t(`status.${status}`)}</span>
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </section>
      <SectionHeader title={t('recent')} />
      {recent.data?.data.map((order) => (
        <OrderListCard key={order.id} order={order} />
      ))}
      {recent.data && recent.data.data.length === 0 && (
        <EmptyState description={t('empty')} actionText={t('goShopping')} onAction={() => navigate(links.home())} />
      )}
    </div>
  );
}

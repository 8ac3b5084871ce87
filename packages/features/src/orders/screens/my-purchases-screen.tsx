import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ORDER_LIST_STATUSES, type OrderListStatus } from '@bazaar/contract';
import { EmptyState, OrderStatusTabs, PullRefreshList } from '@bazaar/design-system';
import { useLinks, useListTexts, useUser, useListFailed } from '../../lib';
import { useOrders } from '../api/get-orders';
import { OrderListCard } from '../components/order-list-card';
import './orders.css';

const isListStatus = (s: string | undefined): s is OrderListStatus =>
  !!s && (ORDER_LIST_STATUSES as readonly string[]).includes(s);

/** /myPurchases/:status?: status tabs with counts, then an endless list of order cards. */
export function MyPurchasesScreen() {
  const { t } = useTranslation('orders');
  const links = useLinks();
  const navigate = useNavigate();
  const listTexts = useListTexts();
  const params = useParams();
  const status: OrderListStatus = isListStatus(params.status) ? params.status : 'all';
  const user = useUser();
  const orders = useOrders(status);
  const failed = useListFailed(orders);
  const counts = user.data?.order_counts;

  return (
    <div className="bz-orders">
      <OrderStatusTabs
        activeKey={status}
        onChange={(key) => navigate(links.myPurchases(key === 'all' ? undefined : key), { replace: true })}
        tabs={ORDER_LIST_STATUSES.map((key) => ({
          key,
          title: t(`status.${key}`),
          count: key === 'all' ? undefined : counts?.[key],
        }))}
      />
      <PullRefreshList
        {...listTexts}
        failed={failed}
        loading={orders.loading}
        listLoading={orders.listLoading}
        finished={orders.finished}
        onRefresh={() => Promise.all([orders.refresh(), user.mutate()])}
        onLoadMore={orders.loadMore}
        empty={
          <EmptyState description={t('empty')} actionText={t('goShopping')} onAction={() => navigate(links.home())} />
        }
      >
        {orders.items.map((order) => (
          <OrderListCard key={order.id} order={order} />
        ))}
      </PullRefreshList>
    </div>
  );
}

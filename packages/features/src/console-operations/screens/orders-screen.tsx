import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canMove } from '@bazaar/contract';
import { useDeskWidth } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { ORDER_FILTERS } from '../components/status-filters';
import { QueuePage } from '../../console-kit/components/queue-page';
import { ExportButton } from '../../console-kit/components/export-button';
import { RecordCard } from '../../console-kit/components/record-card';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useShip } from '../components/use-ship';
import { OrdersTable } from './orders-table';

/** Options of the console's order list. */
export interface OrdersScreenProps {
  /** The console path of one order's detail. */
  orderPath?: (id: number) => string;
}

/** At a desk (from 1024 px) a table (orders-table.tsx); on a phone the cards. */
export function OrdersScreen(props: OrdersScreenProps) {
  return useDeskWidth() ? <OrdersTable {...props} /> : <OrderCards {...props} />;
}

/**
 * Orders by status, every status a tab (a merchant: its shop's only); paid orders are shipped with
 * carrier and tracking number; each opens its detail (history, logistics, refunds).
 */
function OrderCards({ orderPath }: OrdersScreenProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const api = useApi();
  const { filter, tabs, onSearch } = useListQuery('waiting_deliver');
  const list = useAdminList('orders', filter, api.admin.orderList);

  const ship = useShip(list.refresh);

  return (
    <QueuePage
      statuses={ORDER_FILTERS}
      {...tabs}
      searchPlaceholder={t('searchOrders')}
      onSearch={onSearch}
      toolbar={<ExportButton onExport={() => api.admin.orderExport(filter)} fallbackName="orders.csv" />}
      list={list}
      renderItem={(o) => (
        <RecordCard
          title={o.order_sn}
          status={<StatusOf status={o.status} />}
          lines={[
            { label: t('field.shop'), value: o.shop.name || o.shop_id },
            { label: t('field.user'), value: o.user_id },
            ...o.items.map((i) => ({
              label: `${i.title}${i.spec ? ` (${i.spec})` : ''}`,
              value: `${i.price} × ${i.quantity}`,
            })),
            { label: t('field.total'), value: o.total },
            { label: t('field.time'), value: formatTime(o.paytime ?? o.createtime) },
            ...(o.express ? [{ label: t('field.express'), value: `${o.express.company} ${o.express.number}` }] : []),
          ]}
          actions={[
            ...(orderPath
              ? [{ key: 'detail', label: t('ops.details'), onClick: () => navigate(orderPath(o.id)) }]
              : []),
            ...(canMove(o.status, 'ship')
              ? [{ key: 'ship', label: t('action.ship'), color: 'primary' as const, onClick: () => void ship(o.id) }]
              : []),
          ]}
        />
      )}
    />
  );
}

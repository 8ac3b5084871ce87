import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { canMove, type AdminOrderListQuery, type Order } from '@bazaar/contract';
import { DataTable, type DataTableColumn } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { useAdmin } from '../../lib/admin-session';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { tableQuery } from '../../console-kit/desk/table-query';
import { ExportButton } from '../../console-kit/components/export-button';
import { formatTime } from '../components/format';
import { ORDER_FILTERS } from '../components/status-filters';
import { useShipBatch } from '../components/use-ship-batch';
import { amountColumn, createdColumn, statusColumn } from '../../console-kit/desk/columns';

type Row = Order & { user_id: number; shop_id: number };

/** The orders at a desk: the table the server sorts, filters and pages; paid ones selected ship together. */
export function OrdersTable({ orderPath }: { orderPath?: (id: number) => string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  // The sortable columns' ids are ORDER_SORTS names.
  const { state, change, rows, table, selection, done } = useDeskTable<AdminOrderListQuery, Row>(
    'orders',
    { status: 'waiting_deliver', sort: 'createtime' },
    api.admin.orderList,
    orderPath && ((o) => orderPath(o.id)),
  );
  const ship = useShipBatch(done);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'id', header: t('desk.orderNo'), cell: (o) => o.order_sn, sortable: true },
      { id: 'shop', header: t('field.shop'), cell: (o) => o.shop.name || o.shop_id },
      { id: 'user', header: t('field.user'), cell: (o) => o.user_id },
      {
        id: 'items',
        header: t('desk.items'),
        cell: (o) => {
          const first = o.items[0] ? `${o.items[0].title} × ${o.items[0].quantity}` : '';
          return o.items.length > 1 ? t('desk.itemsMore', { first, count: o.items.length - 1 }) : first;
        },
      },
      amountColumn<Row>('total', t('field.total'), (o) => o.total),
      statusColumn(t('desk.status')),
      createdColumn(t('field.time'), formatTime),
    ],
    [t],
  );

  return (
    <div className="bz-console-desk">
      <TableFilters
        state={state}
        onChange={change}
        statuses={ORDER_FILTERS}
        shop={isAdmin}
        period
        keywordLabel={t('searchOrders')}
      />
      <div className="bz-console-toolbar">
        {/* The file has every order the filters match (the server ignores sort and page). */}
        <ExportButton
          onExport={() => api.admin.orderExport(tableQuery(state) as AdminOrderListQuery)}
          fallbackName="orders.csv"
        />
      </div>
      <DataTable<Row>
        label={t('title.orders')}
        columns={columns}
        {...table}
        {...selection}
        rowKey={(o) => o.id}
        rowLabel={(o) => o.order_sn}
        canSelect={(o) => canMove(o.status, 'ship')}
        bulkActions={(keys) => (
          <Button
            size="small"
            color="primary"
            onClick={() => void ship(rows.filter((o) => keys.includes(String(o.id))))}
          >
            {t('desk.shipSelected')}
          </Button>
        )}
      />
    </div>
  );
}

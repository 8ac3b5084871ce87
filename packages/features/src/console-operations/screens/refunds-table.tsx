import { DataTable, type DataTableColumn } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminRefundListQuery } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useAdmin } from '../../lib/admin-session';
import { ExportButton } from '../../console-kit/components/export-button';
import { DeskListPage } from '../../console-kit/desk/desk-list-page';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { tableQuery } from '../../console-kit/desk/table-query';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useOpenedRow } from '../../console-kit/desk/use-opened-row';
import { formatTime } from '../components/format';
import { REFUND_FILTERS } from '../components/status-filters';
import { useRefundCard, type AdminRefund } from '../components/use-refund-card';
import { amountColumn, createdColumn, statusColumn } from '../../console-kit/desk/columns';

/**
 * Refunds at a desk: filtered by state, shop (admins), period and refund number, sorted by the
 * server's REFUND_SORTS; a row opens its card with the actions; the order number links the order.
 */
export function RefundsTable({ orderPath }: { orderPath?: (id: number) => string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  const { state, change, rows, table, done } = useDeskTable<AdminRefundListQuery, AdminRefund>(
    'refunds',
    { status: 'pending', sort: 'id' },
    api.admin.refundList,
  );
  const { opened, open, close } = useOpenedRow(rows);
  const card = useRefundCard(done);

  const columns: DataTableColumn<AdminRefund>[] = [
    { id: 'id', header: t('deskList.refundNo'), cell: (r) => r.refund_sn, sortable: true },
    {
      id: 'order',
      header: t('field.order'),
      cell: (r) => (orderPath ? <Link to={orderPath(r.order_id)}>{r.order_sn}</Link> : r.order_sn),
    },
    { id: 'type', header: t('field.type'), cell: (r) => t(`type.${r.type}`) },
    { id: 'reason', header: t('field.reason'), cell: (r) => r.reason },
    amountColumn<AdminRefund>('amount', t('field.amount'), (r) => r.amount),
    statusColumn(t('desk.status')),
    createdColumn(t('field.time'), formatTime),
  ];

  return (
    <DeskListPage
      filters={
        <TableFilters
          state={state}
          onChange={change}
          statuses={[...REFUND_FILTERS, 'all']}
          shop={isAdmin}
          period
          keywordLabel={t('deskList.searchRefunds')}
        />
      }
      toolbar={
        // The file has every refund the filters match (the server ignores sort and page).
        <ExportButton
          onExport={() => api.admin.refundExport(tableQuery(state) as AdminRefundListQuery)}
          fallbackName="refunds.csv"
        />
      }
      opened={opened && card(opened)}
      openedLabel={opened?.refund_sn}
      onClose={close}
    >
      <DataTable<AdminRefund>
        label={t('title.refunds')}
        columns={columns}
        {...table}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.refund_sn}
        onRowClick={open}
      />
    </DeskListPage>
  );
}

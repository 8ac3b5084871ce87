import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminVoucher, VoucherScope } from '@bazaar/contract';
import { DataTable, type DataTableColumn } from '@bazaar/design-system';
import { ENDPOINTS, useApi } from '../../lib';
import { amountColumn } from '../../console-kit/desk/columns';
import { TableFilters } from '../../console-kit/desk/table-filters';
import type { tableQuery } from '../../console-kit/desk/table-query';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useAdmin } from '../../lib/admin-session';
import { useStopVoucher } from '../components/use-stop-voucher';
import { stoppable, useVoucherFacts, useVoucherState, VoucherStateTag } from '../components/voucher-facts';
import { SCOPE_FILTERS } from '../components/voucher-paths';

type TableQuery = ReturnType<typeof tableQuery>;

/**
 * The vouchers at a desk: the server's pages, newest first (the list has no other order); an operator filters
 * by scope and shop. A row opens its editor; one not stopped and not over can be stopped from its row.
 */
export function VouchersTable({ path }: { path: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const isAdmin = useAdmin()?.role === 'admin';
  // Named by the list's endpoint, so a save or a stop refreshes it with every other voucher list; the table's
  // status filter is the voucher's scope.
  const { state, change, table } = useDeskTable<TableQuery, AdminVoucher>(
    ENDPOINTS.adminVouchers,
    { status: 'all', sort: '' },
    ({ page, limit, status, shop_id }) =>
      api.admin.voucher.list({ page, limit, ...(status ? { scope: status as VoucherScope } : {}), shop_id }),
    (v) => `${path}/${v.id}`,
  );
  const facts = useVoucherFacts();
  const stateOf = useVoucherState();
  const stop = useStopVoucher();

  const columns: DataTableColumn<AdminVoucher>[] = [
    { id: 'title', header: t('voucher.field.title'), cell: (v) => `#${v.id} · ${v.title}` },
    { id: 'scope', header: t('voucher.field.scope'), cell: (v) => facts(v).scope },
    { id: 'offer', header: t('voucher.field.offer'), cell: (v) => facts(v).offer },
    { id: 'validity', header: t('voucher.field.validity'), cell: (v) => facts(v).validity },
    { id: 'collected', header: t('voucher.field.collected'), cell: (v) => facts(v).collected, numeric: true },
    { id: 'used', header: t('voucher.field.used'), cell: (v) => v.used_count, numeric: true },
    { ...amountColumn('discount', t('voucher.field.discountTotal'), (v) => v.discount_total), sortable: false },
    { id: 'state', header: t('desk.status'), cell: (v) => <VoucherStateTag state={stateOf(v)} /> },
    {
      id: 'stop',
      header: '',
      cell: (v) =>
        stoppable(stateOf(v)) && (
          <Button size="mini" color="danger" fill="outline" onClick={() => void stop(v)}>
            {t('voucher.stop')}
          </Button>
        ),
    },
  ];

  return (
    <div className="bz-console-desk">
      {isAdmin && (
        <TableFilters
          state={state}
          onChange={change}
          statuses={SCOPE_FILTERS}
          statusLabel={(s) => t(`voucher.scope.${s}`)}
          statusName={t('voucher.field.scope')}
          shop
        />
      )}
      <DataTable<AdminVoucher>
        label={t('title.vouchers')}
        columns={columns}
        {...table}
        rowKey={(v) => v.id}
        rowLabel={(v) => v.title}
      />
    </div>
  );
}

import { DataTable, type DataTableColumn } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import type { AdminWalletListQuery } from '@bazaar/contract';
import { ExportButton } from '../../console-kit/components/export-button';
import { DeskListPage } from '../../console-kit/desk/desk-list-page';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { tableQuery } from '../../console-kit/desk/table-query';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useOpenedRow } from '../../console-kit/desk/use-opened-row';
import { useAuditCard, type AuditRecord } from './audit-card';
import type { AuditQueueProps } from './audit-queue';
import { formatTime } from './format';
import { AUDIT_FILTERS } from './status-filters';
import { amountColumn, createdColumn, statusColumn } from '../../console-kit/desk/columns';

/**
 * A money queue at a desk: by audit state (under audit first), period and keyword, sorted by the
 * server's WALLET_SORTS. No selection: a row opens its card (evidence, pass, refuse) beside the table.
 */
export function AuditTable<T extends AuditRecord>(props: AuditQueueProps<T>) {
  const { t } = useTranslation('console');
  const { state, change, rows, table, done } = useDeskTable<AdminWalletListQuery, T>(
    props.name,
    { status: 'auditing', sort: 'id' },
    props.fetch,
  );
  const { opened, open, close } = useOpenedRow(rows);
  const card = useAuditCard(props, done);
  const { exportFile } = props;

  const columns: DataTableColumn<T>[] = [
    { id: 'id', header: t('deskList.number'), cell: (r) => `#${r.id}`, sortable: true },
    { id: 'user', header: t('field.user'), cell: (r) => `${r.username} · #${r.user_id}` },
    ...(props.columns ?? []),
    amountColumn<T>('amount', t('field.amount'), (r) => r.amount),
    statusColumn(t('desk.status')),
    createdColumn(t('field.time'), formatTime),
  ];

  return (
    <DeskListPage
      filters={
        <TableFilters
          state={state}
          onChange={change}
          statuses={[...AUDIT_FILTERS, 'all']}
          period
          keywordLabel={t('deskList.searchWallet')}
        />
      }
      toolbar={
        // The file has every record the filters match (the server ignores sort and page).
        exportFile && <ExportButton onExport={() => exportFile(tableQuery(state))} fallbackName={`${props.name}.csv`} />
      }
      opened={opened && card(opened)}
      openedLabel={opened && `#${opened.id}`}
      onClose={close}
    >
      <DataTable<T>
        label={props.label}
        columns={columns}
        {...table}
        rowKey={(r) => r.id}
        rowLabel={(r) => `#${r.id}`}
        onRowClick={open}
      />
    </DeskListPage>
  );
}

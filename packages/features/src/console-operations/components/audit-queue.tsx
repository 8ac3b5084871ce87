import type { DownloadedFile } from '@bazaar/api-client';
import type { AdminListQuery } from '@bazaar/contract';
import { useDeskWidth, type DataTableColumn } from '@bazaar/design-system';
import { ExportButton } from '../../console-kit/components/export-button';
import { useAdminList } from '../api/use-admin-list';
import { QueuePage } from '../../console-kit/components/queue-page';
import { AUDIT_FILTERS } from './status-filters';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useAuditCard, type AuditCardProps, type AuditRecord } from './audit-card';
import { AuditTable } from './audit-table';

export type { AuditRecord } from './audit-card';

export interface AuditQueueProps<T extends AuditRecord> extends AuditCardProps<T> {
  /** The desk table's name (the screen's title). */
  label: string;
  /** The desk table's columns between the shopper and the amount. */
  columns?: DataTableColumn<T>[];
  /** The list as CSV with the queue's current filters, behind an "Export CSV" button. */
  exportFile?: (query: AdminListQuery) => Promise<DownloadedFile>;
}

/**
 * The recharge and withdrawal queues, one record at a time: on a phone a tab per audit state (under
 * audit first) and a card each; at a desk a table whose row opens that card beside it.
 */
export function AuditQueue<T extends AuditRecord>(props: AuditQueueProps<T>) {
  return useDeskWidth() ? <AuditTable {...props} /> : <AuditCards {...props} />;
}

function AuditCards<T extends AuditRecord>(props: AuditQueueProps<T>) {
  const { filter, tabs } = useListQuery('auditing');
  const list = useAdminList(props.name, filter, props.fetch);
  const card = useAuditCard(props, list.refresh);
  const { exportFile } = props;
  return (
    <QueuePage
      statuses={AUDIT_FILTERS}
      {...tabs}
      toolbar={exportFile && <ExportButton onExport={() => exportFile(filter)} fallbackName={`${props.name}.csv`} />}
      list={list}
      renderItem={card}
    />
  );
}

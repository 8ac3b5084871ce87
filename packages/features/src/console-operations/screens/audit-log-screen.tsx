import { DataTable, useDeskWidth, type DataTableColumn } from '@bazaar/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAuditLogQuery, AuditLogEntry } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { formatTime } from '../components/format';
import { useLogCard } from '../components/use-log-card';
import { QueuePage } from '../../console-kit/components/queue-page';
import { DeskListPage } from '../../console-kit/desk/desk-list-page';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useOpenedRow } from '../../console-kit/desk/use-opened-row';

/** Who did what to which record, when: cards on a phone, a table at a desk whose row opens before and after. */
export function AuditLogScreen() {
  return useDeskWidth() ? <AuditLogTable /> : <AuditLogCards />;
}

function AuditLogCards() {
  const { t } = useTranslation('console');
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const list = useAdminList('auditLog', { keyword }, api.admin.auditLog);
  const card = useLogCard();
  return <QueuePage searchPlaceholder={t('searchLog')} onSearch={setKeyword} list={list} renderItem={card} />;
}

/** By action or record type and period; newest or oldest first (the server sorts by id only). */
function AuditLogTable() {
  const { t } = useTranslation('console');
  const api = useApi();
  const { state, change, rows, table } = useDeskTable<AdminAuditLogQuery, AuditLogEntry>(
    'auditLog',
    { status: 'all', sort: 'id' },
    api.admin.auditLog,
  );
  const { opened, open, close } = useOpenedRow(rows);
  const card = useLogCard();

  const columns: DataTableColumn<AuditLogEntry>[] = [
    { id: 'id', header: t('deskList.number'), cell: (e) => `#${e.id}`, sortable: true },
    { id: 'action', header: t('deskList.action'), cell: (e) => e.action },
    { id: 'operator', header: t('field.operator'), cell: (e) => e.admin_username || e.admin_id },
    { id: 'target', header: t('field.target'), cell: (e) => `${e.target_type} #${e.target_id}` },
    { id: 'remark', header: t('field.remark'), cell: (e) => e.remark },
    { id: 'createtime', header: t('field.time'), cell: (e) => formatTime(e.createtime) },
  ];

  return (
    <DeskListPage
      filters={<TableFilters state={state} onChange={change} period keywordLabel={t('searchLog')} />}
      opened={opened && card(opened)}
      openedLabel={opened?.action}
      onClose={close}
    >
      <DataTable<AuditLogEntry>
        label={t('title.auditLog')}
        columns={columns}
        {...table}
        rowKey={(e) => e.id}
        rowLabel={(e) => `#${e.id}`}
        onRowClick={open}
      />
    </DeskListPage>
  );
}

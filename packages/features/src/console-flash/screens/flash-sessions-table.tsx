import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AdminFlashSession, FlashSessionStatus } from '@bazaar/contract';
import { DataTable, useNumberFormat, type DataTableColumn } from '@bazaar/design-system';
import { ENDPOINTS, useApi } from '../../lib';
import { ExportButton } from '../../console-kit/components/export-button';
import { TableFilters } from '../../console-kit/desk/table-filters';
import type { tableQuery } from '../../console-kit/desk/table-query';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useAdmin } from '../../lib/admin-session';
import { allPages } from '../api/read-pages';
import { csvFile, isoTime } from '../components/csv';
import { SessionStatusTag, SessionWindow } from '../components/flash-facts';
import { flashLinks, STATUS_FILTERS, type FlashPaths } from '../components/flash-paths';

type TableQuery = ReturnType<typeof tableQuery>;

/**
 * The sessions at a desk: the server's pages, latest start first, filtered by status, exported as CSV (every
 * session the filter matches). A row opens the session's items; an operator edits one not started from its row.
 */
export function FlashSessionsTable({ paths }: { paths: FlashPaths }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const navigate = useNavigate();
  const number = useNumberFormat();
  const isAdmin = useAdmin()?.role === 'admin';
  const links = flashLinks(paths);
  // Named by the list's endpoint, so a save refreshes it with every other session list.
  const { state, change, table } = useDeskTable<TableQuery, AdminFlashSession>(
    ENDPOINTS.adminFlashSessions,
    { status: 'all', sort: '' },
    ({ page, limit, status }) =>
      api.admin.flash.sessions({ page, limit, ...(status ? { status: status as FlashSessionStatus } : {}) }),
    (s) => links.items(s.id),
  );
  const status = state.status === 'all' ? undefined : (state.status as FlashSessionStatus);

  const exportCsv = async () => {
    const rows = await allPages((page, limit) => api.admin.flash.sessions({ page, limit, status }));
    const header = [
      'ID',
      t('flash.field.title'),
      t('flash.field.startsAt'),
      t('flash.field.endsAt'),
      t('desk.status'),
      t('flash.field.itemCount'),
    ];
    const cells = (s: AdminFlashSession) => [
      s.id,
      s.title,
      isoTime(s.starts_at),
      isoTime(s.ends_at),
      t(`flash.status.${s.status}`),
      s.item_count,
    ];
    return csvFile(header, rows.map(cells), 'flash-sessions.csv');
  };

  const columns: DataTableColumn<AdminFlashSession>[] = [
    { id: 'title', header: t('flash.field.title'), cell: (s) => `#${s.id} · ${s.title}` },
    { id: 'window', header: t('flash.field.window'), cell: (s) => <SessionWindow session={s} /> },
    { id: 'items', header: t('flash.field.itemCount'), cell: (s) => number.count(s.item_count), numeric: true },
    { id: 'status', header: t('desk.status'), cell: (s) => <SessionStatusTag session={s} /> },
    {
      id: 'edit',
      header: '',
      cell: (s) =>
        isAdmin &&
        s.status === 'upcoming' && (
          <Button size="mini" fill="outline" onClick={() => navigate(links.sessionEdit(s.id))}>
            {t('flash.edit')}
          </Button>
        ),
    },
  ];

  return (
    <div className="bz-console-desk">
      <TableFilters
        state={state}
        onChange={change}
        statuses={STATUS_FILTERS}
        statusLabel={(s) => t(`flash.status.${s}`)}
      />
      <div className="bz-console-toolbar">
        <ExportButton onExport={exportCsv} fallbackName="flash-sessions.csv" />
      </div>
      <DataTable<AdminFlashSession>
        label={t('title.flashSessions')}
        columns={columns}
        {...table}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.title}
      />
    </div>
  );
}

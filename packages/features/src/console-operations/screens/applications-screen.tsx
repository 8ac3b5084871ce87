import { DataTable, useDeskWidth, type DataTableColumn } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationListQuery, MerchantApplication } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useAdminList } from '../api/use-admin-list';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { AUDIT_FILTERS } from '../components/status-filters';
import { useApplicationCard } from '../components/use-application-card';
import { QueuePage } from '../../console-kit/components/queue-page';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { DeskListPage } from '../../console-kit/desk/desk-list-page';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useOpenedRow } from '../../console-kit/desk/use-opened-row';
import { createdColumn } from '../../console-kit/desk/columns';

/** Merchant applications, under audit first: cards on a phone, a table at a desk whose row opens the card. */
export function ApplicationsScreen() {
  return useDeskWidth() ? <ApplicationsTable /> : <ApplicationCards />;
}

function ApplicationCards() {
  const api = useApi();
  const { filter, tabs } = useListQuery('auditing');
  const list = useAdminList('applications', filter, api.admin.merchantApplications);
  const card = useApplicationCard(list.refresh);
  return <QueuePage statuses={AUDIT_FILTERS} {...tabs} list={list} renderItem={card} />;
}

/** By state and period (the server has no keyword here), sorted by APPLICATION_SORTS. */
function ApplicationsTable() {
  const { t } = useTranslation('console');
  const api = useApi();
  const { state, change, rows, table, done } = useDeskTable<AdminApplicationListQuery, MerchantApplication>(
    'applications',
    { status: 'auditing', sort: 'id' },
    api.admin.merchantApplications,
  );
  const { opened, open, close } = useOpenedRow(rows);
  const card = useApplicationCard(done);

  const columns: DataTableColumn<MerchantApplication>[] = [
    { id: 'id', header: t('deskList.number'), cell: (a) => `#${a.id}`, sortable: true },
    { id: 'shop', header: t('field.shop'), cell: (a) => a.shop_name },
    { id: 'contact', header: t('field.contact'), cell: (a) => a.contact_name },
    { id: 'mobile', header: t('field.mobile'), cell: (a) => a.mobile },
    { id: 'email', header: t('field.email'), cell: (a) => a.email },
    { id: 'status', header: t('desk.status'), cell: (a) => <StatusOf status={a.status} /> },
    createdColumn(t('field.time'), formatTime),
  ];

  return (
    <DeskListPage
      filters={<TableFilters state={state} onChange={change} statuses={[...AUDIT_FILTERS, 'all']} period />}
      opened={opened && card(opened)}
      openedLabel={opened?.shop_name}
      onClose={close}
    >
      <DataTable<MerchantApplication>
        label={t('title.applications')}
        columns={columns}
        {...table}
        rowKey={(a) => a.id}
        rowLabel={(a) => a.shop_name}
        onRowClick={open}
      />
    </DeskListPage>
  );
}

import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AdminUserListQuery } from '@bazaar/contract';
import { DataTable, Price, type DataTableColumn } from '@bazaar/design-system';
import { useApi } from '../../lib';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { formatTime } from '../components/format';
import { useFreeze } from '../components/use-freeze';
import { USER_FILTERS } from '../components/status-filters';
import { createdColumn } from '../../console-kit/desk/columns';

/** The shoppers at a desk: sorted, filtered and paged by the server; freezing stays one shopper at a time. */
export function UsersTable() {
  const { t } = useTranslation('console');
  const api = useApi();
  // The sortable columns' ids are USER_SORTS names.
  const { state, change, table, done } = useDeskTable<AdminUserListQuery, AdminUser>(
    'users',
    { status: 'all', sort: 'id' },
    api.admin.userList,
  );
  const toggle = useFreeze(done);

  const columns = useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      { id: 'id', header: 'ID', cell: (u) => `#${u.id}`, sortable: true, numeric: true },
      {
        id: 'username',
        header: t('field.user'),
        cell: (u) => u.nickname || u.username,
        sortable: true,
        firstOrder: 'asc',
      },
      { id: 'email', header: t('field.email'), cell: (u) => u.email },
      { id: 'mobile', header: t('field.mobile'), cell: (u) => u.mobile },
      { id: 'money', header: t('field.balance'), cell: (u) => <Price value={u.money} size="s" />, numeric: true },
      {
        id: 'frozen',
        header: t('field.frozenMoney'),
        cell: (u) => <Price value={u.frozen_money} size="s" />,
        numeric: true,
      },
      { id: 'status', header: t('desk.status'), cell: (u) => <StatusOf status={u.status} /> },
      createdColumn(t('field.time'), formatTime),
      {
        id: 'action',
        header: '',
        cell: (u) => (
          <Button
            size="mini"
            color={u.status === 'frozen' ? 'primary' : 'danger'}
            fill="outline"
            onClick={() => void toggle(u)}
          >
            {t(u.status === 'frozen' ? 'action.unfreeze' : 'action.freeze')}
          </Button>
        ),
      },
    ],
    [t, toggle],
  );

  return (
    <div className="bz-console-desk">
      <TableFilters state={state} onChange={change} statuses={USER_FILTERS} period keywordLabel={t('searchUsers')} />
      <DataTable<AdminUser> label={t('title.users')} columns={columns} {...table} rowKey={(u) => u.id} />
    </div>
  );
}
